import { PurchasePage } from "../../features/purchase/components/purchase-page.tsx";

const CHECKOUT_PAGE = /^\/(purchase|checkout)\/?$/;

/**
 * The server sends the Stripe-enabled CSP only with the checkout's own document. Reached in-app
 * from another page, this document carries the default policy, so load the checkout afresh.
 */
function loadedAsCheckout(): boolean {
  const [entry] = performance.getEntriesByType("navigation");
  if (!entry) return true;
  return CHECKOUT_PAGE.test(new URL(entry.name).pathname);
}

export default function Purchase() {
  if (!loadedAsCheckout()) {
    window.location.replace(window.location.href);
    return null;
  }
  return <PurchasePage />;
}
