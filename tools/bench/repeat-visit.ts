// What a returning member downloads again on /dashboard after a deploy: the member app is built
// twice with one module changed between the builds, and every first-load script whose file name
// differs between the two builds is counted as fetched again (a file name carries its content's hash,
// so an unchanged name is served from the browser's cache).
import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import { build, type Plugin } from "vite";

export interface DeployChange {
  label: string;
  /** The module the deploy changes, from the repository root. */
  module: string;
}

export interface RepeatVisit {
  change: DeployChange;
  firstLoadGzipBytes: number;
  refetched: { file: string; gzipBytes: number }[];
  refetchedGzipBytes: number;
}

/** The everyday deploy (one page's code) and the widest app-only one (a component every page draws). */
export const DEPLOY_CHANGES: DeployChange[] = [
  { label: "the dashboard page's own code", module: "apps/member/src/app/pages/dashboard.tsx" },
  { label: "a UI component every page uses (the button)", module: "packages/ui/src/button.tsx" },
];

const MEMBER_ROOT = resolve("apps/member");

/** Gives the module a statement minification keeps, different per build: the smallest real code change. */
function changeModule(module: string, revision: string): Plugin {
  const target = resolve(module);
  return {
    name: "bench:change-module",
    transform(code, id) {
      if (id.split("?")[0] !== target) return null;
      return { code: `${code}\nglobalThis.__benchRevision = ${JSON.stringify(revision)};\n`, map: null };
    },
  };
}

async function buildMemberApp(outDir: string, change: DeployChange, revision: string): Promise<void> {
  await build({
    root: MEMBER_ROOT,
    configFile: join(MEMBER_ROOT, "vite.config.ts"),
    logLevel: "error",
    build: { outDir, emptyOutDir: true },
    plugins: [changeModule(change.module, revision)],
  });
}

/** /dashboard's first-load scripts for a signed-in member, as the server preloads them. */
async function dashboardScripts(outDir: string): Promise<string[]> {
  const table = JSON.parse(await readFile(join(outDir, "route-preloads.json"), "utf8")) as {
    entry: { modules: string[] };
    session: Record<string, string[]>;
  };
  return [...new Set([...table.entry.modules, ...(table.session["/dashboard"] ?? [])])];
}

export async function measureRepeatVisit(change: DeployChange, workDir: string): Promise<RepeatVisit> {
  const before = join(workDir, "before");
  const after = join(workDir, "after");
  await buildMemberApp(before, change, "before");
  await buildMemberApp(after, change, "after");
  const cached = new Set(await dashboardScripts(before));
  let firstLoadGzipBytes = 0;
  const refetched: RepeatVisit["refetched"] = [];
  for (const file of await dashboardScripts(after)) {
    const gzipBytes = gzipSync(await readFile(join(after, file))).length;
    firstLoadGzipBytes += gzipBytes;
    if (!cached.has(file)) refetched.push({ file: file.replace("/assets/", ""), gzipBytes });
  }
  const refetchedGzipBytes = refetched.reduce((total, s) => total + s.gzipBytes, 0);
  return { change, firstLoadGzipBytes, refetched, refetchedGzipBytes };
}
