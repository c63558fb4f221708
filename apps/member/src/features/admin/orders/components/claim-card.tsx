import type { AdminClaim, ClaimStatus } from "@realty/contracts/admin-business";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Field } from "@realty/ui/field";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { Textarea } from "../../shared/components/form-controls.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { formatDateTime, tierLabel } from "../../shared/lib/labels.ts";
import { money } from "../../shared/lib/money.ts";
import { decideClaim } from "../api/decide-claim.ts";
import { newRefundKey } from "../lib/refund-key.ts";
import { ClaimActivity, ClaimEvidence } from "./claim-evidence.tsx";

/** Keyed by any string so a filter value reads as one; every claim status has its label. */
export const CLAIM_STATUS_LABELS: Record<string, string> = {
  open: "Open",
  approved: "Approved",
  rejected: "Declined",
} satisfies Record<ClaimStatus, string>;

/** One guarantee claim: who filed it, the evidence, the decision or the form to take it. */
export function ClaimCard({ claim }: { claim: AdminClaim }) {
  const [reason, setReason] = useState("");
  const [key] = useState(newRefundKey);
  const [busy, setBusy] = useState(false);

  async function decide(decision: "approve" | "decline") {
    if (decision === "approve" && !window.confirm(`Refund ${money(claim.refundableCents)} to ${claim.memberEmail}?`)) return;
    setBusy(true);
    try {
      const answer = await decideClaim(
        claim.id,
        decision === "approve" ? { decision, reason, idempotencyKey: key } : { decision, reason },
      );
      toast({ title: decision === "approve" ? "Claim approved" : "Claim declined", description: answer.message });
    } catch (error) {
      failureToast("Claim decision failed", error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="font-medium break-all text-ink">{claim.memberName}</p>
        <Badge variant={claim.status === "open" ? "outline" : claim.status === "approved" ? "success" : "secondary"}>
          {CLAIM_STATUS_LABELS[claim.status] ?? claim.status}
        </Badge>
      </div>
      <p className="text-sm break-all text-muted">
        {claim.memberEmail} · {tierLabel(claim.accessLevel)} · filed {formatDateTime(claim.createdAt)}
      </p>
      <ClaimEvidence evidence={claim.evidence} />
      <ClaimActivity claim={claim} />
      {claim.note ? <p className="text-sm break-words text-ink">“{claim.note}”</p> : null}
      {claim.decision ? (
        <p className="text-sm break-words text-muted">
          {claim.decision.decision === "approved" ? "Approved" : "Declined"} by {claim.decision.actorEmail} on{" "}
          {formatDateTime(claim.decision.createdAt)}
          {claim.decision.reason ? `: ${claim.decision.reason}` : ""}
        </p>
      ) : null}
      {claim.status === "open" ? (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
          <Field id={`claim-reason-${claim.id}`} label="Reason (e-mailed to the member)" hint="Required to decline.">
            <Textarea id={`claim-reason-${claim.id}`} rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy || claim.orderId === null} onClick={() => decide("approve")}>
              {claim.orderId === null ? "Nothing to refund" : `Approve and refund ${money(claim.refundableCents)}`}
            </Button>
            <Button variant="outline" disabled={busy} onClick={() => decide("decline")}>
              Decline
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
