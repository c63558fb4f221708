// A post image as PNG bytes at a size's exact dimensions, drawn by the renderer both runtimes share
// (render/engine.ts: initialise it first, with the runtime's own WebAssembly).
import { HEADLINE_CARD, type PostCard } from "./cards.ts";
import type { PostImageRequest } from "./post-image-request.ts";
import { composePost } from "./render/compose-post.ts";
import { renderSvg, svgToPng } from "./render/engine.ts";
import { cardPhoto } from "./render/photo.ts";
import type { PostImageSize } from "./sizes.ts";

export async function postImageSvg(size: PostImageSize, input: PostImageRequest, options: { textAsText?: boolean } = {}) {
  const card: PostCard = input.card ?? HEADLINE_CARD;
  const { tree, fitted } = await composePost(size, { ...input, card, photo: cardPhoto(input.photoBytes) });
  const svg = await renderSvg(tree, { width: size.width, height: size.height, ...options });
  return { svg, fitted };
}

export async function renderPostImage(size: PostImageSize, input: PostImageRequest): Promise<Uint8Array> {
  return svgToPng((await postImageSvg(size, input)).svg);
}
