import type { AdminClaim } from "@realty/contracts/admin-business";
import { formatDate, formatDateTime } from "../../shared/lib/labels.ts";

/** The tracker's numbers as the member saw them when they filed. */
export function ClaimEvidence({ evidence }: { evidence: Record<string, unknown> }) {
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
export function ClaimActivity({ claim }: { claim: AdminClaim }) {
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
