// The library's scripts as content/scripts holds them, for tests that run the whole library
// through the personalizer or the output guard.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { ScriptKit as AuthoredKit } from "@realty/library/script-kit";

export interface LibraryScript {
  slug: string;
  title: string;
  category: string;
  topic: string;
  hook: string;
  body: string;
  cta: string;
  language?: "en" | "es";
  kit: AuthoredKit;
}

const CONTENT = join(import.meta.dirname, "../../../../content/scripts");

/** Every script of the library's four files, in file order. */
export function libraryScripts(files: readonly string[] = ["buyer", "seller", "market", "local"]): LibraryScript[] {
  return files.flatMap((file) => JSON.parse(readFileSync(join(CONTENT, `${file}.json`), "utf8")) as LibraryScript[]);
}

/** A script's stored content: hook, body and call to action. */
export const storedContent = (s: Pick<LibraryScript, "hook" | "body" | "cta">) => `${s.hook}\n\n${s.body}\n\n${s.cta}`;
