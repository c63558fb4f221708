import type { AdminScriptInput } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** POST /api/admin/scripts */
export async function createScript(input: AdminScriptInput) {
  await apiRequest("POST", ADMIN_KEYS.scripts, input);
  await refreshAdmin(ADMIN_KEYS.scripts);
}
