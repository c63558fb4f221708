// The admin route tests' hooks in one place: a fresh app with a signed-in admin and member before
// each test (adminFixture), its database removed after it.
import { afterEach, beforeEach } from "vitest";
import { type AdminFixture, adminFixture } from "./admin-testing.ts";

/**
 * Call at a test file's top level. The object answered is the running test's fixture: its fields
 * are replaced before each test, so tests read `f.asAdmin`, `f.t` as they would a local.
 */
export function adminFixtureEachTest(): AdminFixture {
  const current = {} as AdminFixture;
  beforeEach(async () => {
    Object.assign(current, await adminFixture());
  });
  afterEach(() => current.t.cleanup());
  return current;
}
