import type { ReactNode } from "react";
import { cn } from "./cn.ts";
import { Label } from "./label.tsx";

export interface FieldProps {
  /** The id of the control; the label points at it and the error is linked to it. */
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** Label, control and validation message. Give the control `aria-describedby={fieldErrorId(id)}`. */
export function Field({ id, label, error, hint, className, children }: FieldProps) {
  return (
    <div data-slot="field" className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && !error ? <p className="text-xs text-muted">{hint}</p> : null}
      {error ? (
        <p id={fieldErrorId(id)} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function fieldErrorId(id: string): string {
  return `${id}-error`;
}
