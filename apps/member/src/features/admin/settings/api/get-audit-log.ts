import type { AuditEntry } from "@realty/contracts/admin";
import useSWRInfinite from "swr/infinite";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";

export const AUDIT_PAGE_SIZE = 50;

/** The next page starts before the last entry shown; a short page was the last one. */
function pageKey(_index: number, previous: AuditEntry[] | null): string | null {
  if (previous && previous.length < AUDIT_PAGE_SIZE) return null;
  const before = previous?.at(-1)?.id;
  return `${ADMIN_KEYS.auditLog}?limit=${AUDIT_PAGE_SIZE}${before ? `&before=${before}` : ""}`;
}

/** GET /api/admin/audit-log, newest first, a page at a time (`setSize(size + 1)` loads more). */
export const useAuditLog = () => useSWRInfinite<AuditEntry[]>(pageKey, { revalidateFirstPage: true });
