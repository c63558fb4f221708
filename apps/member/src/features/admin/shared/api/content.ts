// Scripts, social posts and discount codes: create (POST), update (PUT {id}) and delete.
import type { AdminDiscountCodeInput, AdminScriptInput, AdminSocialPostInput } from "@realty/contracts/admin";
import { apiRequest } from "../../../../lib/api-client.ts";
import { ADMIN_KEYS, refreshAdmin } from "./admin-keys.ts";

function resource<Input>(base: string) {
  return {
    async save(input: Input, id?: number) {
      await apiRequest(id ? "PUT" : "POST", id ? `${base}/${id}` : base, input);
      await refreshAdmin(base);
    },
    async remove(id: number) {
      await apiRequest("DELETE", `${base}/${id}`);
      await refreshAdmin(base);
    },
  };
}

export const scriptsApi = resource<AdminScriptInput>(ADMIN_KEYS.scripts);
export const socialPostsApi = resource<AdminSocialPostInput>(ADMIN_KEYS.socialPosts);
export const discountCodesApi = resource<AdminDiscountCodeInput>(ADMIN_KEYS.discountCodes);
