// A test app whose library holds one market video with a known source (the bars fixture), its
// library rendition's first seconds rendered with real ffmpeg, and a renderer that counts the bodies
// it draws in a member's brand: what the branded-body and posted-video tests both start from.
import { ffmpegRender } from "@realty/media/ffmpeg/ffmpeg";
import type { Layout } from "@realty/media/frames/constants";
import { fixtureBars } from "@realty/media/frames/fixtures";
import { renderJobs, videos } from "../db/schema.ts";
import type { AppDeps } from "../ports/app-deps.ts";
import { isMarketVideo } from "../services/post-images/member-body.ts";
import { renderOutputs } from "../services/render/render-outputs.ts";
import { bumpCatalogueVersion } from "../services/settings/catalogue-version.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

export interface MarketVideoApp {
  t: TestApp;
  videoId: number;
  renderKey: string;
  /** Bodies drawn in a member's brand so far. */
  bodiesDrawn: () => number;
}

/** `layout`: the library rendition made ahead (60 frames); `deps`: ports besides the renderer. */
export async function marketVideoApp(layout: Layout, deps: Partial<AppDeps> = {}): Promise<MarketVideoApp> {
  const rows = await (await createTestApp({ seed: true })).db.select().from(videos);
  const market = rows.find((v) => isMarketVideo(v.category) && v.renderKey);
  if (!market?.renderKey) throw new Error("no market video with a source");
  const renderKey = market.renderKey;
  const input = fixtureBars();
  let drawn = 0;
  const t = await createTestApp({
    seed: true,
    deps: {
      ...deps,
      render: {
        ...ffmpegRender(),
        brandedBody: (...args) => {
          drawn++;
          return ffmpegRender().brandedBody(...args);
        },
      },
      renderInput: (key) => (key === renderKey ? input : null),
    },
  });
  const result = await renderOutputs(input, renderKey, {
    media: t.deps.media,
    render: ffmpegRender(),
    layouts: [layout],
    frameLimit: 60,
  });
  await t.db.insert(renderJobs).values({ key: renderKey, slug: market.slug ?? "market", status: "done", progress: 100, result });
  await bumpCatalogueVersion(t.db);
  return { t, videoId: market.id, renderKey, bodiesDrawn: () => drawn };
}
