import { type BrandProfileForm, type BrandProfileInput, LICENSE_STATES } from "@realty/contracts/brand-profile";
import { Field, fieldErrorId } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import type { FieldPath, UseFormReturn } from "react-hook-form";

type Form = UseFormReturn<BrandProfileForm, unknown, BrandProfileInput>;

const TEXT_FIELDS: { name: FieldPath<BrandProfileForm>; label: string; type?: string; autoComplete: string; hint?: string }[] = [
  { name: "displayName", label: "Name as shown", autoComplete: "name", hint: "As clients know you, e.g. Dana Reyes" },
  { name: "brokerage", label: "Brokerage", autoComplete: "organization" },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel" },
  { name: "email", label: "Email for clients", type: "email", autoComplete: "email" },
  { name: "licenseNumber", label: "License number", autoComplete: "off" },
];

const SELECT =
  "h-10 w-full rounded-lg border border-line bg-white px-3 text-base text-ink md:text-sm focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25 outline-none";

export function BrandFields({ form }: { form: Form }) {
  const { errors } = form.formState;
  const described = (name: FieldPath<BrandProfileForm>) => (errors[name] ? fieldErrorId(`brand-${name}`) : undefined);
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ name, label, type, autoComplete, hint }) => (
          <Field key={name} id={`brand-${name}`} label={label} hint={hint} error={errors[name]?.message}>
            <Input
              id={`brand-${name}`}
              type={type ?? "text"}
              autoComplete={autoComplete}
              aria-invalid={errors[name] ? true : undefined}
              aria-describedby={described(name)}
              {...form.register(name)}
            />
          </Field>
        ))}
        <Field id="brand-licenseState" label="License state" error={errors.licenseState?.message}>
          <select
            id="brand-licenseState"
            className={SELECT}
            aria-invalid={errors.licenseState ? true : undefined}
            aria-describedby={described("licenseState")}
            {...form.register("licenseState")}
          >
            <option value="">Not shown</option>
            {LICENSE_STATES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-6">
        <Field id="brand-brandColor" label="Brand color" error={errors.brandColor?.message}>
          <input
            id="brand-brandColor"
            type="color"
            className="h-10 w-20 cursor-pointer rounded-lg border border-line bg-white p-1"
            aria-describedby={described("brandColor")}
            {...form.register("brandColor")}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input type="checkbox" className="size-5 accent-brand-600" {...form.register("equalHousing")} />
          Show the Equal Housing Opportunity mark
        </label>
      </div>
    </>
  );
}
