import { PLATFORM_NAMES, type Platform } from "@realty/contracts/social-constants";
import { Badge } from "@realty/ui/badge";
import { ListNote, SectionCard } from "../../shared/components/section-card.tsx";
import { useAdminIntegrations } from "../api/get-integrations.ts";
import { NetworkGaps } from "./network-gaps.tsx";

const LABELS = {
  payments: { stripe: "Stripe", test: "Test mode (no real charges)" },
  ai: { openai: "OpenAI-compatible API", "built-in": "Built-in personalizer" },
  mail: { http: "E-mail API", local: "Local outbox (not delivered)" },
  network: { live: "Connected app", sandbox: "Sandbox (posts are not published)", off: "Not configured" },
} as const;

function Line({ name, value, live }: { name: string; value: string; live: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-line py-2 text-sm last:border-0">
      <dt className="font-medium text-ink">{name}</dt>
      <dd>
        <Badge variant={live ? "success" : "outline"}>{value}</Badge>
      </dd>
    </div>
  );
}

/** Read-only: which adapter each outside service runs. Set by the server's environment. */
export function IntegrationsPanel() {
  const { data } = useAdminIntegrations();
  return (
    <SectionCard title="Integrations" description="Configured on the server (environment variables); keys are never shown here.">
      {data ? (
        <>
          <dl aria-label="Integrations">
            <Line name="Payments" value={LABELS.payments[data.payments]} live={data.payments === "stripe"} />
            <Line name="AI customization" value={LABELS.ai[data.ai]} live={data.ai === "openai"} />
            <Line name="E-mail" value={LABELS.mail[data.mail]} live={data.mail === "http"} />
            {data.networks.map((n) => (
              <Line
                key={n.platform}
                name={PLATFORM_NAMES[n.platform as Platform] ?? n.platform}
                value={LABELS.network[n.mode]}
                live={n.mode === "live"}
              />
            ))}
          </dl>
          <NetworkGaps />
        </>
      ) : (
        <ListNote>Loading integrations...</ListNote>
      )}
    </SectionCard>
  );
}
