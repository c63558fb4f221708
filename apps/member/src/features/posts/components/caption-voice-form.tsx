import { PLACE_MAX, SPECIALTY_OPTIONS, TONE_OPTIONS } from "@realty/contracts/customize-options";
import { Button } from "@realty/ui/button";
import { toast } from "@realty/ui/use-toast";
import { type FormEvent, useState } from "react";
import { mutate } from "swr";
import { serverMessage } from "../../../lib/api-client.ts";
import { USER_KEY, useUser } from "../../../lib/auth.ts";
import { type CaptionVoice, saveCaptionVoice } from "../api/caption-voice.ts";

const FIELD = "rounded-md border border-line bg-white px-2 py-1 text-sm text-ink";

/**
 * "Your captions": the city, specialty and tone every post caption is personalized to. The same
 * defaults the script customizer saves, so a member sets them here without customizing a script.
 */
export function CaptionVoiceForm() {
  const { data: user } = useUser();
  const [draft, setDraft] = useState<CaptionVoice | null>(null);
  const [saving, setSaving] = useState(false);
  const values: CaptionVoice = draft ?? {
    location: user?.defaultLocation ?? "",
    specialty: user?.defaultSpecialty ?? "",
    personality: user?.defaultPersonality ?? "",
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await saveCaptionVoice(values);
      await mutate(USER_KEY);
      setDraft(null);
      toast({ title: "Caption settings saved", description: "Every post's captions now use them." });
    } catch (error) {
      toast({ title: "Error", description: serverMessage(error) ?? "Saving failed. Please try again.", variant: "destructive" });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="flex flex-col gap-3 rounded-(--radius-card) border border-line bg-white p-4"
      aria-labelledby="caption-voice-heading"
    >
      <div className="flex flex-col gap-1">
        <h3 id="caption-voice-heading" className="text-base font-semibold text-ink">
          Your captions
        </h3>
        <p className="text-xs text-muted">
          Every post's captions name your city, your specialty and your tone, checked so no step or fact is lost.
        </p>
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <label className="flex flex-col gap-1 text-xs text-muted">
          City or area
          <input
            name="location"
            placeholder="Austin, TX"
            maxLength={PLACE_MAX}
            value={values.location}
            onChange={(e) => setDraft({ ...values, location: e.target.value })}
            className={FIELD}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          Specialty
          <select
            name="specialty"
            value={values.specialty}
            onChange={(e) => setDraft({ ...values, specialty: e.target.value })}
            className={FIELD}
          >
            <option value="">No specialty</option>
            {SPECIALTY_OPTIONS.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-muted">
          Tone
          <select
            name="personality"
            value={values.personality}
            onChange={(e) => setDraft({ ...values, personality: e.target.value })}
            className={FIELD}
          >
            <option value="">No particular tone</option>
            {TONE_OPTIONS.map((o) => (
              <option key={o}>{o}</option>
            ))}
          </select>
        </label>
      </div>
      <Button type="submit" size="sm" className="w-fit" disabled={saving}>
        {saving ? "Saving..." : "Save caption settings"}
      </Button>
    </form>
  );
}
