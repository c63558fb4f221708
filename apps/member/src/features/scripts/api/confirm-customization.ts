import type { CustomizeResult } from "@realty/contracts/customize";
import { mutate } from "swr";
import { apiRequest } from "../../../lib/api-client.ts";
import { customizationKey } from "./get-customization.ts";

/**
 * POST /api/scripts/{id}/customization/confirm: the member read the fair-housing notes and keeps
 * the wording; the version may now be copied, posted and shared.
 */
export async function confirmCustomization(scriptId: number): Promise<CustomizeResult> {
  const result = await apiRequest<CustomizeResult>("POST", `/api/scripts/${scriptId}/customization/confirm`, {});
  void mutate(customizationKey(scriptId), result, { revalidate: false });
  return result;
}
