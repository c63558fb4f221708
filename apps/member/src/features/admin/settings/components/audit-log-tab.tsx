import type { AuditEntry } from "@realty/contracts/admin";
import { Button } from "@realty/ui/button";
import { type AdminColumn, AdminTable } from "../../shared/components/admin-table.tsx";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { formatDateTime } from "../../shared/lib/labels.ts";
import { AUDIT_PAGE_SIZE, useAuditLog } from "../api/get-audit-log.ts";

const AUDIT_COLUMNS: AdminColumn[] = [
  { label: "When" },
  { label: "Who" },
  { label: "Action" },
  { label: "Target" },
  { label: "Details" },
];

function describe(details: AuditEntry["details"]): string {
  if (!details) return "";
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join(", ");
}

/** Who changed what, and when: every admin write, newest first. */
export function AuditLogTab() {
  const { data, size, setSize, isLoading } = useAuditLog();
  const entries = data?.flat() ?? [];
  const more = data !== undefined && (data.at(-1)?.length ?? 0) === AUDIT_PAGE_SIZE;
  return (
    <SectionCard title="Audit Log" description="Every change made from this dashboard.">
      {isLoading ? <ListNote>Loading the log...</ListNote> : null}
      {data && entries.length === 0 ? <ListNote>No admin actions yet.</ListNote> : null}
      {entries.length > 0 ? (
        <AdminTable columns={AUDIT_COLUMNS}>
          {entries.map((e) => (
            <tr key={e.id} className="border-b border-line align-top last:border-0">
              <td className="py-2 pr-4 whitespace-nowrap text-muted">{formatDateTime(e.createdAt)}</td>
              <td className="py-2 pr-4">{e.actorEmail}</td>
              <td className="py-2 pr-4 font-mono text-xs">{e.action}</td>
              <td className="py-2 pr-4 whitespace-nowrap">
                {e.targetType}
                {e.targetId ? ` #${e.targetId}` : ""}
              </td>
              <td className="py-2 break-words text-muted">{describe(e.details)}</td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
      {more ? (
        <Button variant="outline" className="mt-4" onClick={() => setSize(size + 1)}>
          Load more
        </Button>
      ) : null}
    </SectionCard>
  );
}
