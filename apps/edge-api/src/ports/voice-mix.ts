// Laying a voice under a finished video, and making a browser recording into a track the mix and
// the caption timing can read. Node does both with ffmpeg; the Worker has no encoder, so its
// voiced downloads are made by the render service (docs/decisions/).
export type { VoiceMixPort } from "@realty/media/audio/voice-port";
