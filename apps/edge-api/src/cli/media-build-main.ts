// `npm run media:build`: renders every library video whose files are missing or stale (its source
// or the renderer changed) into the media store, DATA_DIR/media by default. `--background` is how
// `npm start` runs it: lowest CPU priority, so the server keeps answering while it renders.
import { setPriority } from "node:os";
import { join } from "node:path";
import { readEnv } from "../env.ts";
import { runMediaBuild } from "./media-build.ts";

const background = process.argv.includes("--background");
if (background) {
  setPriority(19);
  // Orphaned (the server was killed outright): stop rather than render for nobody.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(0);
  }, 2000).unref();
}
const log = (line: string) => console.log(`[media] ${line}`);
const started = Date.now();
const report = await runMediaBuild(readEnv(process.env), join(import.meta.dirname, "../../../.."), log);
log(
  `done in ${((Date.now() - started) / 1000).toFixed(0)} s: ${report.rendered.length} rendered, ${report.failed.length} failed, ${report.skipped} skipped`,
);
process.exit(report.failed.length > 0 && !background ? 1 : 0);
