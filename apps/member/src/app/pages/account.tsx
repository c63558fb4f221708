import { AccountPage } from "../../features/account/components/account-page.tsx";

export default function Account() {
  return <AccountPage />;
}
