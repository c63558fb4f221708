import type { PaidTier } from "@realty/plans";
import { useEffect, useRef } from "react";

/**
 * Applies the code carried back from the login page once, for the plan carried with it,
 * so a buyer who signed in mid-checkout finds the same code on the same plan.
 */
export function useResumeCode(code: string | null, plan: PaidTier, apply: (code: string, plan: PaidTier) => Promise<boolean>) {
  const applied = useRef(false);
  useEffect(() => {
    if (!code || applied.current) return;
    applied.current = true;
    void apply(code, plan);
  }, [code, plan, apply]);
}
