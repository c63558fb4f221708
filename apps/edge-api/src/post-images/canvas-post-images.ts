// The Node adapter of the post-image port: @napi-rs/canvas with the video renderer's fonts.
import type { PostImagePort } from "./post-image-port.ts";
import { renderPostImage } from "./render-post-image.ts";

export const canvasPostImages: PostImagePort = { render: renderPostImage };
