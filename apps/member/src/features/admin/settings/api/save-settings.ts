import type { AdminSettingsInput } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";

/** PUT /api/admin/settings; the public copy the chrome reads is refreshed too. */
export async function saveSettings(input: AdminSettingsInput) {
  await apiRequest("PUT", ADMIN_KEYS.settings, input);
  await refreshAdmin(ADMIN_KEYS.settings, ADMIN_KEYS.publicSettings);
}
