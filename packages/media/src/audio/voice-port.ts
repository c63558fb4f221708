// What the API asks of the audio step (the API names it as its voice-mix port).

export interface VoiceMixPort {
  /**
   * A browser's recording (WebM/Opus, Ogg, MP4/AAC or WAV) decoded once into 16-bit mono WAV, cut at
   * `maxSeconds`; null when the bytes are not audio ffmpeg can decode.
   */
  recordingToWav(bytes: Uint8Array, maxSeconds: number): Promise<Uint8Array | null>;
}
