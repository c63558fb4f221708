// The Worker's way into the post-image renderer: workerd refuses to compile WebAssembly from bytes,
// so every binary arrives as a compiled module imported like code: `?module` is the convention
// workerd's Vite integration (the workerd tests) reads, and the Worker build copies each file
// beside the chunks (tools/build-worker.ts; wrangler.toml uploads *.wasm as CompiledWasm).
// Loaded only by the first request that draws an image, never by the Worker's start.

import { initEngine } from "@realty/media/post-images/render/engine";
import { renderCarouselSlide } from "@realty/media/post-images/render-carousel-slide";
import { renderPostImage } from "@realty/media/post-images/render-post-image";
import resvgWasm from "@resvg/resvg-wasm/index_bg.wasm?module";
import layoutWasm from "satori/yoga.wasm?module";
import type { PostImagePort } from "../../ports/post-images.ts";

const ready = () => initEngine({ layout: layoutWasm, resvg: resvgWasm });

export const render: PostImagePort["render"] = async (size, request) => {
  await ready();
  return renderPostImage(size, request);
};

export const renderSlide: PostImagePort["renderSlide"] = async (request) => {
  await ready();
  return renderCarouselSlide(request);
};
