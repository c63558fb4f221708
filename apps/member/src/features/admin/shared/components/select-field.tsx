import { Field } from "@realty/ui/field";
import type { ComponentProps } from "react";
import { Options, Select } from "./form-controls.tsx";

type SelectFieldProps<T extends string> = Omit<ComponentProps<"select">, "id" | "children"> & {
  id: string;
  label: string;
  values: readonly T[];
  labels?: ((value: T) => string) | undefined;
  error?: string | undefined;
  /** A line under the control, e.g. what its default means. */
  hint?: string | undefined;
  /** Classes of the field (label and control), e.g. its grid span. */
  fieldClassName?: string;
};

/** A labelled select of fixed choices in an admin form; other props (register, defaultValue) go to the select. */
export function SelectField<T extends string>({
  id,
  label,
  values,
  labels,
  error,
  hint,
  fieldClassName,
  ...select
}: SelectFieldProps<T>) {
  return (
    <Field id={id} label={label} error={error} hint={hint} className={fieldClassName}>
      <Select id={id} {...select}>
        <Options values={values} labels={labels} />
      </Select>
    </Field>
  );
}
