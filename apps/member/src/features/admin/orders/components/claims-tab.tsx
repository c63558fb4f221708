import { type AdminClaim, CLAIM_STATUSES } from "@realty/contracts/admin-business";
import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Field } from "@realty/ui/field";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { Select, Textarea } from "../../shared/components/form-controls.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { failureToast } from "../../shared/lib/errors.ts";
import { formatDate, formatDateTime, tierLabel } from "../../shared/lib/labels.ts";
import { money } from "../../shared/lib/money.ts";
import { decideClaim, newRefundKey, useAdminClaims } from "../api/orders.ts";

const STATUS_LABELS: Record<string, string> = { open: "Open", approved: "Approved", rejected: "Declined" };

/** Guarantee claims (issue 16 item 3): open claims first, with the evidence the member filed. */
export function ClaimsTab() {
  const [status, setStatus] = useState("open");
  const { data, error } = useAdminClaims(status);
  return (
    <SectionCard
      title="Guarantee Claims"
      description={data ? `${data.total} ${status ? (STATUS_LABELS[status] ?? status).toLowerCase() : ""} claims` : undefined}
      actions={
        <Select aria-label="Claim status" className="w-40" value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">All</option>
          {CLAIM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </Select>
      }
    >
      {error ? <ListNote>Claims could not be loaded.</ListNote> : null}
      {data && data.items.length === 0 ? <ListNote>No claims here.</ListNote> : null}
      <ul aria-label="Claims" className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {data?.items.map((claim) => (
          <ClaimCard key={claim.id} claim={claim} />
        ))}
      </ul>
    </SectionCard>
  );
}

/** The tracker's numbers as the member saw them when they filed. */
function Evidence({ evidence }: { evidence: Record<string, unknown> }) {
  const shown = (key: string) =>
    typeof evidence[key] === "number" || typeof evidence[key] === "string" ? String(evidence[key]) : "?";
  const date = (key: string) => (typeof evidence[key] === "string" ? formatDate(String(evidence[key])) : "?");
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
      <dt className="text-muted">Leads</dt>
      <dd>
        {shown("leads")} of {shown("leadsTarget")}
      </dd>
      <dt className="text-muted">Videos posted</dt>
      <dd>
        {shown("videos")} of {shown("videosTarget")}
      </dd>
      <dt className="text-muted">Authority videos</dt>
      <dd>
        {shown("authorityVideos")} of {shown("authorityTarget")}
      </dd>
      <dt className="text-muted">Window</dt>
      <dd>
        {date("startedAt")} – {date("endsAt")}
      </dd>
    </dl>
  );
}

/** The member's leads and hub posts now, with dates, to check the figures above against. */
function Activity({ claim }: { claim: AdminClaim }) {
  const { leads, posts } = claim.activity;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">
        Leads ({leads.length}) and hub posts ({posts.length}) now
      </summary>
      <div className="mt-2 grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-2">
        <ul aria-label="Leads" className="grid gap-1">
          {leads.length === 0 ? <li className="text-muted">No leads.</li> : null}
          {leads.map((l) => (
            <li key={`${l.createdAt}-${l.title}`} className="break-words text-muted">
              {formatDateTime(l.createdAt)} · {l.title}
            </li>
          ))}
        </ul>
        <ul aria-label="Hub posts" className="grid gap-1">
          {posts.length === 0 ? <li className="text-muted">No hub posts.</li> : null}
          {posts.map((p) => (
            <li key={p.createdAt} className="break-words text-muted">
              {formatDateTime(p.createdAt)} · {p.status} · {p.platforms.join(", ")}
              {p.libraryVideo ? " · library video" : ""}
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function ClaimCard({ claim }: { claim: AdminClaim }) {
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
          {STATUS_LABELS[claim.status] ?? claim.status}
        </Badge>
      </div>
      <p className="text-sm break-all text-muted">
        {claim.memberEmail} · {tierLabel(claim.accessLevel)} · filed {formatDateTime(claim.createdAt)}
      </p>
      <Evidence evidence={claim.evidence} />
      <Activity claim={claim} />
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
