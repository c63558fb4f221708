// Shared by the media-build tests: the gauge fixture as a library render, rendered with real ffmpeg
// at a fifth of the real sizes (the same frames and encoder, a fraction of the time).
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import { RENDITIONS, scaledLayout } from "@realty/media/frames/constants";
import { fixtureGauge } from "@realty/media/frames/fixtures";
import type { BuildMediaDeps } from "../services/render/build-media.ts";
import type { LibraryRender } from "../services/render/render-inputs.ts";
import { renderKeyFor } from "../services/render/render-keys.ts";
import type { TestApp } from "./test-app.ts";

/** The fixture video to render; a different hook makes a changed source with a new key. */
export function wantedRender(hook?: string): LibraryRender {
  const fixture = fixtureGauge();
  const input = hook ? { ...fixture, source: { ...fixture.source, hook } } : fixture;
  return { input, key: renderKeyFor(input), priority: 1 };
}

/** buildMedia over the test app's database and media store, every rendition at a fifth of its size. */
export function smallBuildDeps(t: TestApp): BuildMediaDeps {
  return {
    db: t.db,
    media: t.deps.media,
    render: ffmpegRender(),
    now: t.deps.now,
    layouts: RENDITIONS.map((layout) => scaledLayout(layout, 0.2)),
  };
}
