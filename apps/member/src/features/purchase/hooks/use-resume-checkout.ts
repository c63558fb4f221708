import type { CheckoutResumed } from "@realty/contracts/payments";
import { useEffect, useRef } from "react";
import { resumeCheckout } from "../api/resume-checkout.ts";

/**
 * Opens a checkout started in another browser, once, from the code of the link e-mailed to the
 * buyer (?checkout=): the page then continues at payment with the buyer's details.
 */
export function useResumeCheckout(
  code: string | null,
  onResumed: (held: CheckoutResumed) => void,
  onFailed: (error: unknown) => void,
) {
  const done = useRef(false);
  useEffect(() => {
    if (!code || done.current) return;
    done.current = true;
    resumeCheckout(code).then(onResumed, onFailed);
  }, [code, onResumed, onFailed]);
}
