import type { VoiceKind, VoiceOverState } from "@realty/contracts/voice-over";
import { Button } from "@realty/ui/button";
import { Mic, Sparkles } from "lucide-react";
import { useState } from "react";
import { userMessage } from "../../../lib/api-client.ts";
import { removeRecording, type VoiceSlot, voiceCaptionsUrl } from "../api/voice-over.ts";
import { AiVoiceOverDialog } from "./ai-voice-over-dialog.tsx";
import { RecordVoiceOverDialog } from "./record-voice-over-dialog.tsx";

export const REMOVE_FAILED = "We couldn't remove your recording just now. Please try again in a moment.";
export const NOT_ON_THIS_SITE = "AI voice-overs are not available on this site. Record your own voice-over instead.";

const seconds = (s: number) => `${Math.round(s)} s`;

interface Props {
  slot: VoiceSlot;
  /** The cut's 9:16 file: the recorder plays it under the teleprompter. */
  videoUrl: string;
  state: VoiceOverState;
  voice: VoiceKind | null;
  onVoiceChange: (voice: VoiceKind | null) => void;
  /** Reloads the voice-over state after a change. */
  onChanged: () => Promise<unknown>;
}

const CUT_VOICE = { full: "Voice-over for the full video", short: "Voice-over for the short cut" } as const;

/**
 * The voice of a branded download of one cut: none, the AI voice reading the script, or the
 * member's own recording; with the buttons that make each.
 */
export function VoiceOverPanel({ slot, videoUrl, state, voice, onVoiceChange, onChanged }: Props) {
  const [recorderOpen, setRecorderOpen] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function removeMine() {
    setError(null);
    await removeRecording(slot).catch((err: unknown) => setError(userMessage(err, REMOVE_FAILED)));
    if (voice === "mine") onVoiceChange(null);
    await onChanged();
  }

  const options: { value: VoiceKind | null; label: string; disabled: boolean }[] = [
    { value: null, label: "No voice-over", disabled: false },
    { value: "ai", label: state.ai ? `AI voice (${seconds(state.ai.seconds)})` : "AI voice", disabled: !state.ai },
    {
      value: "mine",
      label: state.mine ? `My recording (${seconds(state.mine.seconds)})` : "My recording",
      disabled: !state.mine,
    },
  ];
  return (
    <div className="flex flex-col gap-2 border-b border-white/10 bg-neutral-950 px-3 py-2 text-sm text-white/90">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <legend className="sr-only">{CUT_VOICE[slot.cut]}</legend>
        <span aria-hidden className="font-medium">
          {CUT_VOICE[slot.cut]}
        </span>
        {options.map((option) => (
          <label key={option.value ?? "none"} className="flex items-center gap-1.5 has-disabled:opacity-50">
            <input
              type="radio"
              name={`voice-${slot.videoId}-${slot.cut}`}
              className="size-4 accent-white"
              checked={voice === option.value}
              disabled={option.disabled}
              onChange={() => onVoiceChange(option.value)}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" variant="secondary" onClick={() => setRecorderOpen(true)}>
          <Mic aria-hidden />
          {state.mine ? "Record again" : "Record my voice-over"}
        </Button>
        {state.mine ? (
          <Button type="button" size="sm" variant="ghost" className="text-white" onClick={() => void removeMine()}>
            Remove my recording
          </Button>
        ) : null}
        {state.aiAvailable ? (
          <Button type="button" size="sm" variant="secondary" onClick={() => setAiOpen(true)}>
            <Sparkles aria-hidden />
            {state.ai ? "Make AI voice-over again" : "Make AI voice-over"}
          </Button>
        ) : (
          <p className="text-white/70">{NOT_ON_THIS_SITE}</p>
        )}
      </div>
      {voice ? (
        <a className="self-start text-white underline underline-offset-2" href={voiceCaptionsUrl(slot, voice)} download>
          Captions for this voice-over (WebVTT)
        </a>
      ) : null}
      {error ? (
        <p role="alert" className="text-red-300">
          {error}
        </p>
      ) : null}
      <AiVoiceOverDialog
        slot={slot}
        script={state.ai?.script ?? state.script}
        open={aiOpen}
        onOpenChange={setAiOpen}
        onMade={() => {
          void onChanged().then(() => onVoiceChange("ai"));
        }}
      />
      <RecordVoiceOverDialog
        slot={slot}
        videoUrl={videoUrl}
        script={state.script}
        open={recorderOpen}
        onOpenChange={setRecorderOpen}
        onSaved={() => {
          void onChanged().then(() => onVoiceChange("mine"));
        }}
      />
    </div>
  );
}
