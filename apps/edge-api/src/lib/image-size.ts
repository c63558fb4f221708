// The bounds every uploaded image must meet, as the API's errors: the byte reading itself is the
// media package's (drawing code checks the same bounds before it decodes a photo).
import { IMAGE_SIZE_UNREADABLE, type ImageSize, imageBoundsProblem, readImageSize } from "@realty/media/image-size";
import { AppError } from "./errors.ts";

export {
  IMAGE_SIZE_UNREADABLE,
  type ImageSize,
  imageBoundsProblem,
  isDecodableImage,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  readImageSize,
} from "@realty/media/image-size";

/** The image's size when it is readable and within bounds; otherwise a 413 saying which. */
export function assertImageWithinBounds(bytes: Uint8Array): ImageSize {
  const size = readImageSize(bytes);
  if (!size) throw new AppError("UNSUPPORTED_MEDIA", IMAGE_SIZE_UNREADABLE);
  const problem = imageBoundsProblem(size);
  if (problem) throw new AppError("PAYLOAD_TOO_LARGE", problem);
  return size;
}
