// The microphone through MediaRecorder: start (asks for the microphone), stop, and the take as a
// Blob. Opus in WebM where the browser has it (Chromium, Firefox), else the browser's own choice.
import { RECORDING_MAX_SECONDS } from "@realty/contracts/voice-over";
import { useEffect, useRef, useState } from "react";

export const MIC_DENIED = "We couldn't use your microphone. Allow microphone access for this site and try again.";
export const NO_RECORDER = "This browser can't record audio. Try a current version of Chrome, Edge, Firefox or Safari.";

const PREFERRED_TYPES = ["audio/webm;codecs=opus", "audio/ogg;codecs=opus", "audio/mp4"];

function recorderType(): string | undefined {
  return PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

function releaseMicrophone(recorder: MediaRecorder | null, limit: ReturnType<typeof setTimeout> | null) {
  if (limit) clearTimeout(limit);
  for (const track of recorder?.stream.getTracks() ?? []) track.stop();
}

export type RecorderState =
  | { phase: "idle" }
  | { phase: "recording"; startedAt: number }
  | { phase: "recorded"; take: Blob; url: string }
  | { phase: "error"; message: string };

export function useVoiceRecorder() {
  const [state, setState] = useState<RecorderState>({ phase: "idle" });
  const recorder = useRef<MediaRecorder | null>(null);
  const limit = useRef<ReturnType<typeof setTimeout> | null>(null);
  const takeUrl = useRef<string | null>(null);

  function release() {
    releaseMicrophone(recorder.current, limit.current);
    recorder.current = null;
  }

  function forgetTake() {
    if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    takeUrl.current = null;
  }

  // Leaving the dialog mid-take stops the microphone and frees the take's URL.
  useEffect(
    () => () => {
      if (recorder.current?.state === "recording") recorder.current.stop();
      releaseMicrophone(recorder.current, limit.current);
      if (takeUrl.current) URL.revokeObjectURL(takeUrl.current);
    },
    [],
  );

  /** Resolves once recording has begun (the microphone is open), so the video can start with it. */
  async function start(): Promise<boolean> {
    if (typeof MediaRecorder === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      setState({ phase: "error", message: NO_RECORDER });
      return false;
    }
    forgetTake();
    let stream: MediaStream;
    try {
      // Raw capture: the video plays muted, so there is no echo to cancel, and the server levels the
      // voice; noise suppression would also eat into quiet words.
      stream = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false },
      });
    } catch {
      setState({ phase: "error", message: MIC_DENIED });
      return false;
    }
    const type = recorderType();
    const next = new MediaRecorder(stream, type ? { mimeType: type } : undefined);
    const chunks: Blob[] = [];
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      const take = new Blob(chunks, { type: next.mimeType || type || "audio/webm" });
      release();
      takeUrl.current = URL.createObjectURL(take);
      setState({ phase: "recorded", take, url: takeUrl.current });
    };
    recorder.current = next;
    next.start(250);
    // The server keeps at most this much: stop there rather than record what would be refused.
    limit.current = setTimeout(() => stop(), RECORDING_MAX_SECONDS * 1000);
    setState({ phase: "recording", startedAt: Date.now() });
    return true;
  }

  function stop() {
    if (recorder.current?.state === "recording") recorder.current.stop();
  }

  function reset() {
    forgetTake();
    setState({ phase: "idle" });
  }

  return { state, start, stop, reset };
}
