// A video's renditions are drawn side by side, the largest first: every file lands once, the same
// bytes as drawn one at a time, and the progress bar only moves forward.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { RENDITIONS, scaledLayout } from "@realty/media/frames/constants";
import { fixtureBars } from "@realty/media/frames/fixtures";
import { afterEach, describe, expect, it } from "vitest";
import { diskMedia } from "../../adapters/media/disk.ts";
import type { MediaPort } from "../../ports/media.ts";
import type { RenderPort } from "../../ports/render.ts";
import { renditionKey } from "./render-keys.ts";
import { renderOutputs } from "./render-outputs.ts";

const layouts = RENDITIONS.map((layout) => scaledLayout(layout, 0.2));
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function store(): MediaPort {
  const root = mkdtempSync(join(tmpdir(), "realty-outputs-"));
  dirs.push(root);
  return diskMedia({ root });
}

/** The real renderer, watched: which renditions were started, and how many ran at once. */
function watchedRender(failOn?: string) {
  const real = ffmpegRender();
  const started: string[] = [];
  let running = 0;
  let most = 0;
  const render: RenderPort = {
    ...real,
    async rendition(input, layout, outFile, options) {
      started.push(layout.name);
      running++;
      most = Math.max(most, running);
      try {
        if (layout.name === failOn) throw new Error(`the ${layout.name} encode failed`);
        return await real.rendition(input, layout, outFile, options);
      } finally {
        running--;
      }
    },
  };
  return { render, started, mostAtOnce: () => most };
}

async function bytesOf(media: MediaPort, key: string): Promise<Buffer> {
  const object = await media.get(key);
  if (!object) throw new Error(`${key} was not stored`);
  return Buffer.from(await new Response(object.body).arrayBuffer());
}

describe("renderOutputs", () => {
  it("draws two renditions at once, largest first, with the bytes of one at a time", async () => {
    const input = fixtureBars();
    const side = watchedRender();
    const progress: number[] = [];
    const inLanes = store();
    const result = await renderOutputs(input, "k1", {
      media: inLanes,
      render: side.render,
      layouts,
      lanes: 2,
      frameLimit: 45,
      onProgress: (share) => progress.push(share),
    });
    expect(side.mostAtOnce()).toBe(2);
    // Pixels times frames: the 9:16 full cut is the most work, the 16:9 short cut the least.
    expect(side.started[0]).toBe("portrait");
    expect(side.started.at(-1)).toBe("short-landscape");
    expect(Object.keys(result).sort()).toEqual(RENDITIONS.map((l) => l.name).sort());
    for (let i = 1; i < progress.length; i++) expect(progress[i]).toBeGreaterThanOrEqual(progress[i - 1] as number);
    expect(progress.at(-1)).toBeCloseTo(1, 6);

    const oneByOne = store();
    const single = watchedRender();
    await renderOutputs(input, "k1", { media: oneByOne, render: single.render, layouts, lanes: 1, frameLimit: 45 });
    expect(single.mostAtOnce()).toBe(1);
    for (const layout of layouts) {
      const key = renditionKey("k1", layout.name);
      expect((await bytesOf(inLanes, key)).equals(await bytesOf(oneByOne, key)), layout.name).toBe(true);
    }
  }, 180_000);

  it("starts nothing after a failure, lets the rendition under way finish, and rejects", async () => {
    const side = watchedRender("short-portrait");
    const media = store();
    await expect(
      renderOutputs(fixtureBars(), "k2", { media, render: side.render, layouts, lanes: 2, frameLimit: 30 }),
    ).rejects.toThrow("the short-portrait encode failed");
    // portrait and short-portrait started together; nothing after short-portrait failed.
    expect(side.started).toEqual(["portrait", "short-portrait"]);
    expect(await media.head(renditionKey("k2", "portrait"))).not.toBeNull();
  }, 180_000);
});
