import { formatAmount } from "@realty/plans";
import { Card } from "@realty/ui/card";
import { Skeleton } from "@realty/ui/skeleton";
import { DollarSign, FileText, ShoppingCart, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useAdminStats } from "../api/get-stats.ts";

function StatCard({ label, value, icon, note }: { label: string; value: ReactNode; icon: ReactNode; note?: ReactNode }) {
  return (
    <Card className="flex-row items-center justify-between gap-4 px-6 py-5">
      <div>
        <p className="text-sm font-medium text-muted">{label}</p>
        <div className="mt-1 text-2xl font-bold text-ink">{value}</div>
        {note ? <p className="mt-1 text-xs text-muted">{note}</p> : null}
      </div>
      <span className="flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-600 [&_svg]:size-5" aria-hidden>
        {icon}
      </span>
    </Card>
  );
}

/** Total Users, Total Scripts, Revenue, Purchases (GET /api/admin/stats). */
export function StatCards() {
  const { data } = useAdminStats();
  const show = (value: ReactNode) => (data ? value : <Skeleton className="h-8 w-20" />);
  return (
    <section aria-label="Overview" className="grid grid-cols-[minmax(0,1fr)] gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Total Users" value={show(data?.totalUsers.toLocaleString("en-US"))} icon={<Users />} />
      <StatCard label="Total Scripts" value={show(data?.totalScripts.toLocaleString("en-US"))} icon={<FileText />} />
      <StatCard
        label="Revenue"
        value={show(data ? formatAmount(data.totalRevenue) : null)}
        icon={<DollarSign />}
        note={data ? `Gross ${formatAmount(data.grossRevenue)} · Refunds ${formatAmount(data.refundedRevenue)}` : null}
      />
      <StatCard label="Purchases" value={show(data?.totalPurchases.toLocaleString("en-US"))} icon={<ShoppingCart />} />
    </section>
  );
}
