import { AccountPage } from "../../features/account/components/account-page.tsx";
import { BrandTab } from "../../features/brand/components/brand-tab.tsx";

export default function Account() {
  return <AccountPage brandTab={<BrandTab />} />;
}
