import { lazy } from "react";
import { AccountPage } from "../../features/account/components/account-page.tsx";

// The Brand tab loads when chosen (issue 18); the account page holds it under its Suspense.
const BrandTab = lazy(() => import("../../features/brand/components/brand-tab.tsx").then((m) => ({ default: m.BrandTab })));

export default function Account() {
  return <AccountPage brandTab={<BrandTab />} />;
}
