import { VOICE_SCRIPT_MAX_CHARS } from "@realty/contracts/voice-over";
import { Button } from "@realty/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@realty/ui/dialog";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { userMessage } from "../../../lib/api-client.ts";
import { makeAiVoiceOver, type VoiceSlot } from "../api/voice-over.ts";

export const AI_VOICE_FAILED = "We couldn't make your AI voice-over just now. Please try again in a moment.";

interface Props {
  slot: VoiceSlot;
  script: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMade: () => void;
}

/** The script the AI voice reads, editable before it is read (the same script is never paid for twice). */
export function AiVoiceOverDialog({ slot, script, open, onOpenChange, onMade }: Props) {
  const [text, setText] = useState(script);
  const [making, setMaking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function make() {
    setMaking(true);
    setError(null);
    try {
      await makeAiVoiceOver(slot, text);
      onMade();
      onOpenChange(false);
    } catch (err) {
      setError(userMessage(err, AI_VOICE_FAILED));
    } finally {
      setMaking(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !making && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Make AI voice-over</DialogTitle>
          <DialogDescription>An AI voice reads this script over your video, with the music lowered under it.</DialogDescription>
        </DialogHeader>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Script
          <textarea
            value={text}
            maxLength={VOICE_SCRIPT_MAX_CHARS}
            onChange={(e) => setText(e.currentTarget.value)}
            rows={9}
            className="rounded-md border border-line p-2 text-base font-normal"
          />
        </label>
        {error ? (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <div className="flex justify-end">
          <Button type="button" disabled={making || !text.trim()} aria-busy={making} onClick={() => void make()}>
            <Sparkles aria-hidden />
            {making ? "Making AI voice-over..." : "Make voice-over"}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
