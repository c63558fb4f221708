import { CLAIM_STATUSES } from "@realty/contracts/admin-business";
import { useState } from "react";
import { FilterSelect } from "../../shared/components/list-filters.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { useAdminClaims } from "../api/get-claims.ts";
import { claimsCount } from "../claims-count.ts";
import { CLAIM_STATUS_LABELS, ClaimCard } from "./claim-card.tsx";

/** Guarantee claims: open claims first, with the evidence the member filed. */
export function ClaimsTab() {
  const [status, setStatus] = useState("open");
  const { data, error } = useAdminClaims(status);
  return (
    <SectionCard
      title="Guarantee Claims"
      description={
        data ? claimsCount(data.total, status ? (CLAIM_STATUS_LABELS[status] ?? status).toLowerCase() : "") : undefined
      }
      actions={
        <FilterSelect
          label="Claim status"
          className="w-40"
          allLabel="All"
          values={CLAIM_STATUSES}
          labels={(s) => CLAIM_STATUS_LABELS[s] ?? s}
          value={status}
          onChange={(e) => setStatus(e.target.value)}
        />
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
