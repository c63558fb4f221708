import type { AdminScriptInput } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** PUT /api/admin/scripts/{id} */
export async function updateScript(id: number, input: AdminScriptInput) {
  await apiRequest("PUT", `${ADMIN_KEYS.scripts}/${id}`, input);
  await refreshAdmin(ADMIN_KEYS.scripts);
}
