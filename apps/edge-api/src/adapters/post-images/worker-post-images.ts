// The post-image port on Workers: the same satori + resvg renderer as Node, loaded on first use
// (a chunk of its own with the two WebAssembly modules). No WebP preview here: the Posts tab gets
// the full PNG, larger but the same picture.
import type { PostImagePort } from "../../ports/post-images.ts";

export const workerPostImages: PostImagePort = {
  render: async (size, request) => (await import("./worker-render.ts")).render(size, request),
  renderSlide: async (request) => (await import("./worker-render.ts")).renderSlide(request),
};
