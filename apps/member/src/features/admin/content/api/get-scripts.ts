import type { AdminScript } from "@realty/contracts/admin";
import type { Paged } from "@realty/contracts/admin-business";
import useSWR from "swr";
import { LIST_PATHS, type ListQuery } from "../../shared/api/admin-keys.ts";
import { withQuery } from "../../shared/lib/with-query.ts";

/** GET /api/admin/lists/scripts: one page of the Scripts list; the last page stays shown while the next loads. */
export const useScriptPage = (query: ListQuery) =>
  useSWR<Paged<AdminScript>>(withQuery(LIST_PATHS.scripts, query), { keepPreviousData: true });
