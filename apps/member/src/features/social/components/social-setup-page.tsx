import { HUB_TOASTS, type Platform } from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@realty/ui/card";
import { toast } from "@realty/ui/use-toast";
import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { Logo } from "../../../components/layout/logo.tsx";
import { MemberLayout } from "../../../components/layout/member-layout.tsx";
import { paths } from "../../../config/paths.ts";
import { useUser } from "../../../lib/auth.ts";
import { useSocialStatus } from "../api/social-api.ts";
import { useConnectionEvents } from "../hooks/use-connection-events.ts";
import { type ConnectionMap, readConnections, saveConnection } from "../lib/connections-store.ts";
import { PLATFORM_LIST, platformInfo } from "../lib/platforms.ts";
import { setupProgress } from "../lib/schedule.ts";
import { SetupBenefits } from "./setup-benefits.tsx";
import { SetupConnectDialog } from "./setup-connect-dialog.tsx";
import { SetupPlatformCard } from "./setup-platform-card.tsx";

/** The 'Connecting' state lasts 1.5 s (part 2 §9). */
const CONNECTING_MS = 1500;

/** Onboarding step 2 of 2 at /social-setup (part 2: Social onboarding). */
export default function SocialSetupPage() {
  const { data: user } = useUser();
  const { data: status } = useSocialStatus();
  const [map, setMap] = useState<ConnectionMap>(() => readConnections());
  const [dialog, setDialog] = useState<Platform | null>(null);
  const [connecting, setConnecting] = useState<Platform | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useConnectionEvents();
  useEffect(() => () => clearTimeout(timer.current), []);

  // Connected here: saved in this browser, or connected for posting on the server.
  const isConnected = (p: Platform) => Boolean(map[p] || status?.[p]);
  const connected = PLATFORM_LIST.filter((p) => isConnected(p.id));
  const progress = setupProgress(connected.length);

  function confirm(platform: Platform, value: string) {
    const saved = saveConnection(platform, value);
    setDialog(null);
    setConnecting(platform);
    timer.current = setTimeout(() => {
      setConnecting(null);
      setMap(saved);
      const { name } = platformInfo(platform);
      toast({ title: "Connected Successfully!", description: `Your ${name} account is now connected and ready for sharing.` });
    }, CONNECTING_MS);
  }

  return (
    <MemberLayout>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
          <Logo />
          <span className="text-sm font-medium text-muted">Setup Step 2 of 2</span>
        </div>
      </header>
      <main className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-bold text-ink">Welcome, {user?.firstName}! Let's connect your social accounts</h1>
          <p className="text-muted">
            Connect the networks you post to, so sharing your scripts, videos and posts takes one click.
          </p>
          <div
            role="progressbar"
            aria-label="Setup progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
            className="h-2 w-full overflow-hidden rounded-full bg-brand-50"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${progress}%` }} />
          </div>
          <p className="text-sm text-muted">{Math.round(progress)}% complete</p>
        </div>
        <SetupBenefits />
        <section aria-labelledby="setup-platforms" className="flex flex-col gap-4">
          <h2 id="setup-platforms" className="text-lg font-semibold text-ink">
            Connect your platforms
          </h2>
          <div className="grid gap-4 md:grid-cols-3">
            {PLATFORM_LIST.map((p) => (
              <SetupPlatformCard
                key={p.id}
                platform={p.id}
                value={map[p.id] ?? status?.accounts[p.id].label ?? null}
                connected={isConnected(p.id)}
                connecting={connecting === p.id}
                onConnect={() => setDialog(p.id)}
              />
            ))}
          </div>
        </section>
        {connected.length > 0 ? (
          <Card className="border-success/40">
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-base">
                <CheckCircle2 className="size-5 text-success" aria-hidden /> {connected.length} of 3 accounts connected
              </CardTitle>
              <CardDescription>
                You're ready to share from your dashboard. Post and schedule any time in the Social Hub.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="flex flex-col gap-1 text-sm">
                {connected.map((p) => (
                  <li key={p.id}>
                    <span className="font-medium">{p.name}:</span> {map[p.id] ?? status?.accounts[p.id].label}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ) : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          {connected.length === 0 ? (
            <Button asChild variant="ghost">
              <Link href={paths.dashboard.path} onClick={() => toast(HUB_TOASTS.setupSkipped)}>
                Skip for Now
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link href={paths.dashboard.path}>Continue to Dashboard</Link>
            </Button>
          )}
        </div>
      </main>
      <SetupConnectDialog
        platform={dialog}
        mode={dialog ? status?.accounts[dialog].mode : undefined}
        onConfirm={confirm}
        onClose={() => setDialog(null)}
      />
    </MemberLayout>
  );
}
