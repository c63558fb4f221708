import { SPECIALTY_OPTIONS, TONE_OPTIONS } from "@realty/contracts/customize-options";
import { Button } from "@realty/ui/button";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { Spinner } from "@realty/ui/spinner";
import { ArrowLeft, Sparkles } from "lucide-react";
import type { FormEvent } from "react";
import type { CustomizeValues } from "../api/customize-script.ts";

const SELECT =
  "h-10 w-full rounded-lg border border-line bg-white px-3 text-base text-ink shadow-xs outline-none focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25 md:text-sm";

/** Keeps a saved value selectable even when it is not one of the listed options. */
function options(list: readonly string[], current: string): string[] {
  return current && !list.includes(current) ? [current, ...list] : [...list];
}

export interface CustomizeFormProps {
  values: CustomizeValues;
  onChange: (values: CustomizeValues) => void;
  onSubmit: () => void;
  onBack: () => void;
  pending: boolean;
}

/** The dialog's customize mode: location, specialty and tone, all optional (part 1 §3, §5). */
export function CustomizeForm({ values, onChange, onSubmit, onBack, pending }: CustomizeFormProps) {
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!pending) onSubmit();
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" aria-busy={pending}>
      <p className="text-sm text-muted">Tell the AI where you work, who you serve and how you sound. Every field is optional.</p>
      <Field id="customize-location" label="Location">
        <Input
          id="customize-location"
          value={values.location}
          maxLength={120}
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
          {options(SPECIALTY_OPTIONS, values.specialty).map((o) => (
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
          {options(TONE_OPTIONS, values.personality).map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
      </Field>
      {pending ? (
        <p role="status" className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-700">
          <Spinner />
          Personalizing your script{values.location.trim() ? ` for ${values.location.trim()}` : ""}...
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
