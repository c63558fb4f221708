import { normalizePercent } from "@realty/plans";
import { Input } from "@realty/ui/input";

/** An integer 0-100; anything non-numeric becomes 0 as it is typed (part 2 §5). */
export function PercentInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  onChange: (next: number) => void;
}) {
  return (
    <Input
      id={id}
      aria-label={label}
      inputMode="numeric"
      className="w-20 text-right"
      value={String(value)}
      onChange={(e) => onChange(normalizePercent(e.target.value))}
    />
  );
}
