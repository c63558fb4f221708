import type { AppliedDiscount } from "@realty/contracts/payments";
import type { PaidTier } from "@realty/plans";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { ApiError, serverMessage } from "../../../lib/api-client.ts";
import { validateDiscount } from "../api/validate-discount.ts";

/**
 * The refusal's title, from the payments contract. Loaded when needed: that module builds zod
 * schemas, which /purchase's first screen does not otherwise load.
 */
async function invalidDiscountTitle(): Promise<string> {
  return (await import("@realty/contracts/payments")).INVALID_DISCOUNT;
}

/** The applied 'Corporate/Business Code' (part 2 §4): none → applied → removed, re-checked on plan change. */
export function useDiscount() {
  const [discount, setDiscount] = useState<AppliedDiscount | null>(null);

  /** Checks `code` for `plan`; answers whether it applies. `quiet` skips the success toast. */
  async function apply(code: string, plan: PaidTier, quiet = false): Promise<boolean> {
    try {
      const result = await validateDiscount(code, plan);
      if (!result.valid) {
        setDiscount(null);
        toast({
          title: await invalidDiscountTitle(),
          description: result.error ?? "Please check the code and try again.",
          variant: "destructive",
        });
        return false;
      }
      const applied = {
        code: code.toUpperCase(),
        name: result.name ?? code.toUpperCase(),
        discountPercent: result.discount,
        tierSpecific: result.tierSpecific,
      };
      setDiscount(applied);
      if (!quiet) toast({ title: "Discount applied", description: `${applied.name}: ${applied.discountPercent}% off` });
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status < 500) {
        toast({
          title: await invalidDiscountTitle(),
          description: serverMessage(error) ?? "Please check the code and try again.",
          variant: "destructive",
        });
      } else {
        toast({ title: "Error validating discount code", description: "Please try again.", variant: "destructive" });
      }
      return false;
    }
  }

  function remove() {
    setDiscount(null);
    toast({ title: "Discount removed" });
  }

  return { discount, apply, remove };
}
