import type { Lead, LeadStatus } from "@realty/contracts/leads";
import { Button } from "@realty/ui/button";
import { Card, CardContent } from "@realty/ui/card";
import { toast } from "@realty/ui/use-toast";
import { Mail, Phone, Trash2 } from "lucide-react";
import { useState } from "react";
import { useSWRConfig } from "swr";
import { userMessage } from "../../../lib/api-client.ts";
import { LocalTime } from "../../../lib/local-time.tsx";
import { GUARANTEE_KEY } from "../api/get-guarantee.ts";
import { LEADS_KEY } from "../api/get-leads.ts";
import { deleteLead, updateLead } from "../api/update-lead.ts";

const STATUS_LABELS: Record<LeadStatus, string> = { new: "New", contacted: "Contacted", closed: "Closed" };
/**
 * The statuses in order, from the labels (complete by their type), not from the contract's
 * LEAD_STATUSES: that module builds zod schemas, 38 KB gzip on the Leads tab's first load.
 */
const STATUSES = Object.keys(STATUS_LABELS) as LeadStatus[];
const SELECT =
  "h-9 rounded-lg border border-line bg-white px-2 text-sm text-ink outline-none focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25";

const RECEIVED: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };

/** One lead: who, how to reach them, what they wrote, and the member's own status and notes. */
export function LeadCard({ lead }: { lead: Lead }) {
  const { mutate } = useSWRConfig();
  const [notes, setNotes] = useState(lead.notes);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const base = `lead-${lead.id}`;

  async function act(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      await Promise.all([mutate(LEADS_KEY), mutate(GUARANTEE_KEY)]);
      toast({ title: done });
    } catch (error) {
      toast({ title: "Error", description: userMessage(error, "That did not work. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardContent className="grid gap-3">
        <article aria-labelledby={`${base}-name`} className="grid gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 id={`${base}-name`} className="text-base font-semibold break-words text-ink">
                {lead.name}
              </h3>
              <p className="text-xs text-muted">
                <LocalTime iso={lead.createdAt} format={RECEIVED} /> ·{" "}
                {lead.source.type === "lead-magnet"
                  ? `asked for the guide “${lead.source.title}”`
                  : `from “${lead.source.title}”`}
              </p>
            </div>
            <label className="flex items-center gap-2 text-sm text-muted">
              Status
              <select
                className={SELECT}
                value={lead.status}
                disabled={busy}
                onChange={(e) => act(() => updateLead(lead.id, { status: e.target.value as LeadStatus }), "Status updated")}
              >
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {lead.email ? (
              <a className="inline-flex items-center gap-1 break-all text-brand-700 underline" href={`mailto:${lead.email}`}>
                <Mail aria-hidden className="size-4" />
                {lead.email}
              </a>
            ) : null}
            {lead.phone ? (
              <a
                className="inline-flex items-center gap-1 text-brand-700 underline"
                href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
              >
                <Phone aria-hidden className="size-4" />
                {lead.phone}
              </a>
            ) : null}
          </p>
          {lead.message ? <p className="text-sm whitespace-pre-line break-words text-ink">{lead.message}</p> : null}
          <div className="grid gap-2">
            <label htmlFor={`${base}-notes`} className="text-sm font-medium text-ink">
              Notes
            </label>
            <textarea
              id={`${base}-notes`}
              rows={2}
              maxLength={5000}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              className="w-full rounded-lg border border-line bg-white px-3 py-2 text-sm text-ink outline-none focus-visible:border-brand-500 focus-visible:ring-3 focus-visible:ring-brand-500/25"
            />
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                size="sm"
                variant="secondary"
                disabled={busy || notes === lead.notes}
                onClick={() => act(() => updateLead(lead.id, { notes }), "Notes saved")}
              >
                Save notes
              </Button>
              {confirming ? (
                <>
                  <Button
                    type="button"
                    size="sm"
                    variant="destructive"
                    disabled={busy}
                    onClick={() => act(() => deleteLead(lead.id), "Lead deleted")}
                  >
                    Confirm delete
                  </Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
                    Cancel
                  </Button>
                </>
              ) : (
                <Button type="button" size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden />
                  Delete
                </Button>
              )}
            </div>
          </div>
        </article>
      </CardContent>
    </Card>
  );
}
