import { Button } from "@realty/ui/button";
import { Field } from "@realty/ui/field";
import { Input } from "@realty/ui/input";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { Textarea } from "../../shared/components/form-controls.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { money, parseDollars } from "../../shared/lib/money.ts";
import { refundOrder } from "../api/refund-order.ts";
import { newRefundKey } from "../lib/refund-key.ts";
import { refundToast } from "../refund-toast.ts";

/**
 * Full or partial refund. The idempotency key is made once per form: a double click, or a retry
 * after a lost answer, sends the same key and the server refunds once.
 */
export function RefundForm({ orderId, leftCents }: { orderId: number; leftCents: number }) {
  const [key, setKey] = useState(newRefundKey);
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const cents = amount.trim() === "" ? leftCents : parseDollars(amount);
    if (cents === null || cents > leftCents) return setError(`Enter an amount from $0.01 to ${money(leftCents)}.`);
    if (!window.confirm(`Refund ${money(cents)} to the buyer? This sends the money back.`)) return;
    setError(undefined);
    setBusy(true);
    try {
      const answer = await refundOrder(orderId, { amountCents: cents, reason, idempotencyKey: key });
      toast(refundToast(answer.message, money(cents)));
      setKey(newRefundKey());
      setAmount("");
      setReason("");
    } catch (err) {
      failureToast("Refund failed", err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-lg border border-line p-3">
      <h3 className="text-sm font-semibold text-ink">Refund</h3>
      <Field
        id={`refund-amount-${orderId}`}
        label="Amount (USD)"
        error={error}
        hint={`Leave empty to refund all ${money(leftCents)}; less keeps the plan.`}
      >
        <Input
          id={`refund-amount-${orderId}`}
          inputMode="decimal"
          placeholder={(leftCents / 100).toFixed(2)}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </Field>
      <Field id={`refund-reason-${orderId}`} label="Reason (sent to the member)">
        <Textarea id={`refund-reason-${orderId}`} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Field>
      <Button type="submit" variant="destructive" className="w-fit" disabled={busy}>
        {busy ? "Refunding..." : amount.trim() === "" ? `Refund ${money(leftCents)}` : "Refund"}
      </Button>
    </form>
  );
}
