import { Badge } from "@realty/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@realty/ui/card";
import { Skeleton } from "@realty/ui/skeleton";
import { BarChart3 } from "lucide-react";
import { useHubAnalytics, useSocialStatus } from "../api/social-api.ts";
import { PLATFORM_LIST } from "../lib/platforms.ts";

const number = (n: number) => n.toLocaleString("en-US");

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <Card className="gap-1 py-5">
      <CardContent>
        <p className="text-sm text-muted">{label}</p>
        <p className="text-3xl font-bold text-ink">{value}</p>
        {note ? <p className="text-xs text-muted">{note}</p> : null}
      </CardContent>
    </Card>
  );
}

/** Totals from real posts and what the networks reported. */
export function AnalyticsTab() {
  const { data, error } = useHubAnalytics();
  const { data: status } = useSocialStatus();
  const sandbox = status ? Object.values(status.accounts).some((a) => a.mode === "sandbox") : false;
  if (error) return <p className="text-sm text-danger">Analytics could not be loaded. Please try again.</p>;
  if (data === undefined) return <Skeleton className="h-40 w-full" aria-busy="true" />;
  if (!data || (data.totalPosts === 0 && data.scheduledPosts === 0)) {
    return (
      <Card className="items-center py-12 text-center">
        <BarChart3 className="size-10 text-muted" aria-hidden />
        <CardContent className="flex flex-col gap-1">
          <p className="font-semibold text-ink">No analytics yet</p>
          <p className="text-sm text-muted">Publish your first post to see posts, engagement and reach here.</p>
        </CardContent>
      </Card>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      {sandbox ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <Badge variant="outline">Sandbox</Badge> Figures of sandbox posts are simulated on this server, not read from a network.
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Total Posts" value={number(data.totalPosts)} note="published to at least one network" />
        <Stat
          label="Engagement"
          value={number(data.engagement)}
          note={`${number(data.likes)} likes · ${number(data.shares)} shares · ${number(data.comments)} comments`}
        />
        <Stat
          label="Reach"
          value={data.reach === null ? "—" : number(data.reach)}
          note={data.reach === null ? "not reported by your networks yet" : "people reached"}
        />
        <Stat
          label="Scheduled"
          value={number(data.scheduledPosts)}
          note={data.failedDeliveries ? `${data.failedDeliveries} failed deliveries` : undefined}
        />
      </div>
      <Card>
        <CardHeader>
          <CardTitle className="text-base">By platform</CardTitle>
        </CardHeader>
        <CardContent>
          <table className="w-full text-left text-sm">
            <thead className="text-muted">
              <tr>
                <th className="py-2 font-medium">Platform</th>
                <th className="py-2 font-medium">Posts</th>
                <th className="py-2 font-medium">Engagement</th>
                <th className="py-2 font-medium">Reach</th>
              </tr>
            </thead>
            <tbody>
              {PLATFORM_LIST.map(({ id, name }) => {
                const row = data.byPlatform[id];
                return (
                  <tr key={id} className="border-t border-line">
                    <td className="py-2 font-medium">{name}</td>
                    <td className="py-2">{number(row.posts)}</td>
                    <td className="py-2">{number(row.engagement)}</td>
                    <td className="py-2">{row.reach === null ? "—" : number(row.reach)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </CardContent>
      </Card>
    </div>
  );
}
