// The share-page and lead tests' hooks in one place: before each test a fresh app holding one
// script to share (addScript), removed after the test.
import { afterEach, beforeEach } from "vitest";
import { addScript } from "./leads-testing.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface ScriptShareFixture {
  t: TestApp;
  scriptId: number;
}

/** Call at a test file's top level; `use` receives each test's fixture before the test runs. */
export function scriptShareEachTest(use: (fixture: ScriptShareFixture) => void): void {
  let current: TestApp | undefined;
  beforeEach(async () => {
    current = await createTestApp();
    use({ t: current, scriptId: await addScript(current) });
  });
  afterEach(() => current?.cleanup());
}
