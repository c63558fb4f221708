// The dashboard's Leads tab: people who reached out through the member's shared pages.
import { Button } from "@realty/ui/button";
import { Skeleton } from "@realty/ui/skeleton";
import { Download } from "lucide-react";
import { Link } from "wouter";
import { paths } from "../../../config/paths.ts";
import { useGuarantee } from "../api/get-guarantee.ts";
import { LEADS_CSV_PATH, useLeads } from "../api/get-leads.ts";
import { GuaranteeTracker } from "./guarantee-tracker.tsx";
import { LeadCard } from "./lead-card.tsx";

export default function LeadsTab() {
  const { data, error } = useLeads();
  // The guarantee card sits above the list: the tab waits for it too, so the list does not jump
  // down when it arrives (Lighthouse's CLS 0.16 on the Leads tab). A failed read shows no card.
  const guarantee = useGuarantee();
  const guaranteePending = guarantee.data === undefined && !guarantee.error;
  if (error) {
    return (
      <p role="alert" className="text-sm text-danger">
        Your leads could not be loaded. Please reload the page.
      </p>
    );
  }
  if (data === undefined || guaranteePending) return <Skeleton className="h-40" aria-busy="true" />;
  const leads = data ?? [];
  const fresh = leads.filter((l) => l.status === "new").length;
  return (
    <section aria-labelledby="leads-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="leads-heading" className="text-lg font-bold text-ink">
            Leads
          </h2>
          <p className="text-sm text-muted" aria-live="polite">
            {leads.length === 0 ? "No leads yet." : `${leads.length} in total, ${fresh} new.`}
          </p>
        </div>
        {leads.length > 0 ? (
          <Button asChild variant="outline" size="sm">
            <a href={LEADS_CSV_PATH} download>
              <Download aria-hidden />
              Export CSV
            </a>
          </Button>
        ) : null}
      </div>
      <GuaranteeTracker />
      {leads.length === 0 ? (
        <p className="rounded-lg border border-dashed border-line p-6 text-sm text-muted">
          Share a script or video from your library: each shared page carries your brand and a contact form, and the people who
          fill it in appear here and in your inbox.{" "}
          <Link className="font-semibold text-brand-700 underline" href={`${paths.account.path}#brand`}>
            Set up your brand
          </Link>
        </p>
      ) : (
        <ul className="grid gap-3">
          {leads.map((lead) => (
            <li key={lead.id}>
              <LeadCard lead={lead} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
