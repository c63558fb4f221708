import { RECORDING_MAX_SECONDS } from "@realty/contracts/voice-over";
import { Button } from "@realty/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { Mic, RotateCcw, Save, Square } from "lucide-react";
import { useRef, useState } from "react";
import { userMessage } from "../../../lib/api-client.ts";
import { saveRecording, type VoiceSlot } from "../api/voice-over.ts";
import { useVoiceRecorder } from "../hooks/use-voice-recorder.ts";
import { Teleprompter } from "./teleprompter.tsx";

export const SAVE_FAILED = "We couldn't save your recording. Please check your connection and try again.";

interface Props {
  slot: VoiceSlot;
  videoUrl: string;
  script: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}

/**
 * "Record my voice-over": the video plays muted while the member reads the script from the
 * teleprompter into their microphone; they listen back, record again or save. Recording starts with
 * the video, so the voice lines up with the pictures in the download.
 */
export function RecordVoiceOverDialog({ slot, videoUrl, script, open, onOpenChange, onSaved }: Props) {
  const recorder = useVoiceRecorder();
  const video = useRef<HTMLVideoElement>(null);
  const [text, setText] = useState(script);
  const [progress, setProgress] = useState(0);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const lines = text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
  const { state } = recorder;

  async function record() {
    setSaveError(null);
    const player = video.current;
    if (!player) return;
    player.pause();
    player.currentTime = 0;
    setProgress(0);
    if (!(await recorder.start())) return;
    await player.play().catch(() => {});
  }

  function stop() {
    video.current?.pause();
    recorder.stop();
  }

  async function save() {
    if (state.phase !== "recorded") return;
    setSaving(true);
    setSaveError(null);
    try {
      await saveRecording(slot, state.take, lines.join("\n"));
      onSaved();
      onOpenChange(false);
    } catch (err) {
      setSaveError(userMessage(err, SAVE_FAILED));
    } finally {
      setSaving(false);
    }
  }

  const recording = state.phase === "recording";
  return (
    <Dialog open={open} onOpenChange={(next) => !recording && !saving && onOpenChange(next)}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Record my voice-over</DialogTitle>
          <DialogDescription>
            The video plays without sound while you read the script aloud. Recording stops when the video ends (at most{" "}
            {RECORDING_MAX_SECONDS} seconds).
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <video
            ref={video}
            src={videoUrl}
            muted
            playsInline
            preload="auto"
            aria-label="Video, playing without sound"
            className="w-full rounded-md bg-black"
            onTimeUpdate={(e) =>
              setProgress(e.currentTarget.duration ? e.currentTarget.currentTime / e.currentTarget.duration : 0)
            }
            onEnded={() => recorder.stop()}
          />
          {state.phase === "idle" || state.phase === "error" ? (
            <label className="flex flex-col gap-1 text-sm font-medium">
              Script
              <textarea
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                rows={9}
                className="rounded-md border border-line p-2 text-base font-normal"
              />
            </label>
          ) : (
            <Teleprompter lines={lines} progress={progress} />
          )}
        </div>
        {state.phase === "recorded" ? (
          // biome-ignore lint/a11y/useMediaCaption: the member's own recording of the script shown beside it
          <audio controls src={state.url} aria-label="Your recording" className="w-full" />
        ) : null}
        <div aria-live="polite" className="text-sm">
          {recording ? <p>Recording... read the script as the video plays.</p> : null}
        </div>
        {state.phase === "error" || saveError ? (
          <p role="alert" className="text-sm text-red-700">
            {saveError ?? (state.phase === "error" ? state.message : "")}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {recording ? (
            <Button type="button" onClick={stop}>
              <Square aria-hidden />
              Stop recording
            </Button>
          ) : state.phase === "recorded" ? (
            <>
              <Button type="button" variant="secondary" disabled={saving} onClick={() => recorder.reset()}>
                <RotateCcw aria-hidden />
                Record again
              </Button>
              <Button type="button" disabled={saving} aria-busy={saving} onClick={() => void save()}>
                <Save aria-hidden />
                {saving ? "Saving..." : "Save voice-over"}
              </Button>
            </>
          ) : (
            <Button type="button" disabled={lines.length === 0} onClick={() => void record()}>
              <Mic aria-hidden />
              Start recording
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
