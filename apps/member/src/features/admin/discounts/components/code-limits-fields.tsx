import type { AdminDiscountCode } from "@realty/contracts/admin";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { formatDateTime } from "../../shared/lib/labels.ts";
import { money } from "../../shared/lib/money.ts";
import type { CodeDraft } from "./discount-code-fields.ts";

/** ISO instant -> the value a datetime-local input shows (the admin's own time zone). */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

/** Expiry and maximum uses of a code; empty means none. */
export function CodeLimitsFields({ id, draft, onChange }: { id: string; draft: CodeDraft; onChange: (next: CodeDraft) => void }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2">
      <Field id={`${id}-expires`} label="Expires" hint="Leave empty for no expiry.">
        <Input
          id={`${id}-expires`}
          type="datetime-local"
          value={toLocalInput(draft.expiresAt)}
          onChange={(e) => onChange({ ...draft, expiresAt: e.target.value ? new Date(e.target.value).toISOString() : null })}
        />
      </Field>
      <Field id={`${id}-max-uses`} label="Maximum uses" hint="Paid orders; leave empty for no limit.">
        <Input
          id={`${id}-max-uses`}
          inputMode="numeric"
          value={draft.maxUses ?? ""}
          onChange={(e) => {
            const text = e.target.value.trim();
            onChange({ ...draft, maxUses: text === "" ? null : Number.isInteger(Number(text)) ? Number(text) : Number.NaN });
          }}
        />
      </Field>
    </div>
  );
}

/** "3 / 50 uses · $207.00 · expires Jan 5, 2026"; the status column says Expired or Used up. */
export function CodeUsage({ code, now = new Date() }: { code: AdminDiscountCode; now?: Date }) {
  const expired = code.expiresAt !== null && new Date(code.expiresAt) <= now;
  return (
    <span className="grid gap-1 text-xs text-muted">
      <span>
        {code.usesSoFar}
        {code.maxUses !== null ? ` / ${code.maxUses}` : ""} uses · {money(code.revenueCents)}
      </span>
      {code.expiresAt ? (
        <span>
          {expired ? "Expired" : "Expires"} {formatDateTime(code.expiresAt)}
        </span>
      ) : null}
    </span>
  );
}
