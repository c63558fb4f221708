// /ai-customization: location, specialty and style inputs with a live preview sentence (part 1 §2.5).
import { SPECIALTY_OPTIONS, type SpecialtyOption, TONE_OPTIONS, type ToneOption } from "@realty/contracts/customize-options";
import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { previewSentence } from "../../lib/preview-sentence.ts";

const FIELD =
  "mt-1.5 block h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/40";

export default function LivePreview() {
  const id = useId();
  const [location, setLocation] = useState("Austin, TX");
  const [specialty, setSpecialty] = useState<SpecialtyOption>("First Time Home Buyers");
  const [tone, setTone] = useState<ToneOption>("Friendly & Approachable");

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form className="card grid gap-5 p-6" onSubmit={(e) => e.preventDefault()} aria-label="Customization inputs">
        <div>
          <label htmlFor={`${id}-location`} className="text-sm font-semibold">
            Your location
          </label>
          <input
            id={`${id}-location`}
            className={FIELD}
            value={location}
            maxLength={120}
            autoComplete="address-level2"
            onChange={(e) => setLocation(e.target.value)}
            placeholder="City, neighborhood or region"
          />
        </div>
        <div>
          <label htmlFor={`${id}-specialty`} className="text-sm font-semibold">
            Your specialty
          </label>
          <select
            id={`${id}-specialty`}
            className={FIELD}
            value={specialty}
            onChange={(e) => setSpecialty(e.target.value as SpecialtyOption)}
          >
            {SPECIALTY_OPTIONS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-tone`} className="text-sm font-semibold">
            Your style
          </label>
          <select id={`${id}-tone`} className={FIELD} value={tone} onChange={(e) => setTone(e.target.value as ToneOption)}>
            {TONE_OPTIONS.map((option) => (
              <option key={option}>{option}</option>
            ))}
          </select>
        </div>
      </form>
      <div className="flex flex-col rounded-card bg-brand-950 p-6 text-white shadow-card">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-brand-200">
          <Sparkles className="size-4" aria-hidden="true" /> Live preview
        </p>
        <p className="mt-4 text-xl leading-relaxed font-semibold text-pretty sm:text-2xl" aria-live="polite">
          “{previewSentence(location, specialty, tone)}”
        </p>
        <p className="mt-auto pt-6 text-sm text-brand-200">
          In your dashboard the AI rewrites the whole script, hook, body and call to action, in this voice, and saves your choices
          for next time.
        </p>
      </div>
    </div>
  );
}
