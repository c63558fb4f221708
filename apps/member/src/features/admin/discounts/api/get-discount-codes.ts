import type { AdminDiscountCode } from "@realty/contracts/admin";
import useSWR from "swr";
import { ADMIN_KEYS } from "../../shared/api/admin-keys.ts";

/** GET /api/admin/discount-codes */
export const useAdminDiscountCodes = () => useSWR<AdminDiscountCode[]>(ADMIN_KEYS.discountCodes);
