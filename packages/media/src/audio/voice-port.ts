// What the API asks of the audio step (the API names it as its voice-mix port).

export interface VoiceMixPort {
  /**
   * The finished video (MP4 bytes) with `voiceWav` laid under it from `voiceStart` seconds: the
   * video's own sound ducked under the voice (or left out when `music` is false), -14 LUFS, AAC.
   */
  mix(
    video: ReadableStream<Uint8Array>,
    voiceWav: Uint8Array,
    options: { voiceStart: number; music: boolean },
  ): Promise<Uint8Array>;
  /**
   * A browser's recording (WebM/Opus, Ogg, MP4/AAC or WAV) decoded once into 16-bit mono WAV, cut at
   * `maxSeconds`; null when the bytes are not audio ffmpeg can decode.
   */
  recordingToWav(bytes: Uint8Array, maxSeconds: number): Promise<Uint8Array | null>;
}
