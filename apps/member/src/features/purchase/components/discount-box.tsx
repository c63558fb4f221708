import type { AppliedDiscount } from "@realty/contracts/payments";
import { Button } from "@realty/ui/button";
import { Input } from "@realty/ui/input";
import { Label } from "@realty/ui/label";
import { Spinner } from "@realty/ui/spinner";
import { BadgePercent, X } from "lucide-react";
import { useState } from "react";

interface DiscountBoxProps {
  applied: AppliedDiscount | null;
  onApply: (code: string) => Promise<void>;
  onRemove: () => void;
}

/** The 'Corporate/Business Code' box; what is typed is forced to upper case (part 2 §5). */
export function DiscountBox({ applied, onApply, onRemove }: DiscountBoxProps) {
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);

  if (applied) {
    return (
      <div className="flex items-start justify-between gap-3 rounded-lg border border-success/30 bg-success/5 p-3 text-sm">
        <p className="flex gap-2">
          <BadgePercent className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
          <span>
            <span className="font-semibold text-ink">{applied.name}</span>
            <span className="block text-muted">
              {applied.code}: {applied.discountPercent}% off
            </span>
          </span>
        </p>
        <Button variant="ghost" size="sm" onClick={onRemove} aria-label={`Remove discount ${applied.code}`}>
          <X aria-hidden />
          Remove
        </Button>
      </div>
    );
  }

  return (
    <form
      className="grid gap-2"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!code.trim()) return;
        setPending(true);
        try {
          await onApply(code.trim());
          setCode("");
        } finally {
          setPending(false);
        }
      }}
    >
      <Label htmlFor="discount-code">Corporate/Business Code</Label>
      <div className="flex gap-2">
        <Input
          id="discount-code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          placeholder="ENTER CODE"
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
        />
        <Button type="submit" variant="outline" disabled={pending || !code.trim()} aria-busy={pending}>
          {pending ? <Spinner /> : null}
          Apply
        </Button>
      </div>
    </form>
  );
}
