import { PLACE_MAX, SPECIALTY_OPTIONS, TONE_OPTIONS } from "@realty/contracts/customize-options";
import { Button } from "@realty/ui/button";
import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { Spinner } from "@realty/ui/spinner";
import { ArrowLeft, Sparkles } from "lucide-react";
import type { FormEvent } from "react";
import type { CustomizeValues } from "../api/customize-script.ts";

const SELECT =
  "h-10 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25 md:text-sm";

export interface CustomizeFormProps {
  values: CustomizeValues;
  onChange: (values: CustomizeValues) => void;
  onSubmit: () => void;
  onBack: () => void;
  pending: boolean;
  /** The latest progress line while the server works. */
  progress: string | null;
  /** The server's 400 message, shown under the location (the only free-text field). */
  error: string | null;
  /** Why nothing was made, e.g. "Nothing to customize yet: …". */
  notice: string | null;
}

/** The dialog's customize mode: location, specialty and tone, all optional (part 1 §3, §5). */
export function CustomizeForm({ values, onChange, onSubmit, onBack, pending, progress, error, notice }: CustomizeFormProps) {
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!pending) onSubmit();
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={pending}>
      <p className="text-sm text-muted">Tell the AI where you work, who you serve and how you sound. Every field is optional.</p>
      <Field id="customize-location" label="Location" error={error ?? undefined}>
        <Input
          id="customize-location"
          value={values.location}
          maxLength={PLACE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? fieldErrorId("customize-location") : undefined}
          placeholder="e.g., Austin, TX"
          autoComplete="address-level2"
          disabled={pending}
          onChange={(e) => onChange({ ...values, location: e.target.value })}
        />
      </Field>
      <Field id="customize-specialty" label="Specialty">
        <select
          id="customize-specialty"
          className={SELECT}
          value={values.specialty}
          disabled={pending}
          onChange={(e) => onChange({ ...values, specialty: e.target.value })}
        >
          <option value="">Select your specialty</option>
          {SPECIALTY_OPTIONS.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      </Field>
      <Field id="customize-personality" label="Tone">
        <select
          id="customize-personality"
          className={SELECT}
          value={values.personality}
          disabled={pending}
          onChange={(e) => onChange({ ...values, personality: e.target.value })}
        >
          <option value="">Select your tone</option>
          {TONE_OPTIONS.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      </Field>
      <Field id="customize-language" label="Language">
        <select
          id="customize-language"
          className={SELECT}
          value={values.language}
          disabled={pending}
          onChange={(e) => onChange({ ...values, language: e.target.value === "es" ? "es" : "en" })}
        >
          <option value="en">English</option>
          <option value="es">Spanish (AI engine)</option>
        </select>
      </Field>
      {pending ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700">
          <Spinner />
          {progress ?? "Personalizing your script..."}
        </p>
      ) : notice ? (
        <p role="status" className="rounded-lg bg-surface px-3 py-2 text-sm text-ink">
          {notice}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={pending}>
          <ArrowLeft aria-hidden />
          Back
        </Button>
        <Button type="submit" disabled={pending}>
          <Sparkles aria-hidden />
          {pending ? "Customizing..." : "Generate Customized Script"}
        </Button>
      </div>
    </form>
  );
}
