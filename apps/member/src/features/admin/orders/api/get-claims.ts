import type { AdminClaim, Paged } from "@realty/contracts/admin-business";
import useSWR from "swr";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";
import { withQuery } from "../../shared/lib/with-query.ts";

/** GET /api/admin/claims: the guarantee claims with a status ("" for all), 50 at most. */
export const useAdminClaims = (status: string) =>
  useSWR<Paged<AdminClaim>>(withQuery(ADMIN_KEYS.claims, { status, pageSize: 50 }));
