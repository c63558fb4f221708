// What a video download answers while its file is not ready, or when its options are wrong: shared
// by the plain and the voiced branded downloads.
export const END_CARD_FAILED = "We couldn't add your end card just now. Please try the download again in a moment.";
/** The 202 answer of a download whose end card the render service is still making. */
export interface BrandedDownloadPreparing {
  status: "preparing";
  progress: number;
}
export const STILL_PREPARING = "This video is still being prepared. Please try again in a minute.";

export const MUSIC_PARAM_INVALID = 'music must be "on" or "off".';
export const CAPTIONS_PARAM_INVALID = 'captions must be "on" or "off".';
