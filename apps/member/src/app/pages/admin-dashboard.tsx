import { AdminDashboard } from "../../features/admin/shared/components/admin-dashboard.tsx";

/** The admin dashboard: its own lazily loaded chunk (routes.tsx), so members never download it. */
export default function AdminDashboardPage() {
  return <AdminDashboard />;
}
