// Making a browser recording into a track the mix and the caption timing can read (the rendering
// port lays it under the video). Node decodes with ffmpeg; the Worker has no decoder, so its
// recordings are decoded by the render service (docs/decisions/).
export type { VoiceMixPort } from "@realty/media/audio/voice-port";
