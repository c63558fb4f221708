import { HUB_TOASTS, type Platform } from "@realty/contracts/social-constants";
import { Button } from "@realty/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@realty/ui/card";
import { toast } from "@realty/ui/use-toast";
import { CheckCircle2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "wouter";
import { Logo } from "../../components/layout/logo.tsx";
import { MemberLayout } from "../../components/layout/member-layout.tsx";
import { paths } from "../../config/paths.ts";
import { useSocialStatus } from "../../features/social/api/social-api.ts";
import { SetupBenefits } from "../../features/social/components/setup-benefits.tsx";
import { SetupPlatformCard } from "../../features/social/components/setup-platform-card.tsx";
import { useConnectionEvents } from "../../features/social/hooks/use-connection-events.ts";
import { PLATFORM_LIST } from "../../features/social/lib/platforms.ts";
import { setupProgress } from "../../features/social/lib/schedule.ts";
import { startConnect } from "../../features/social/lib/start-connect.ts";
import { useUser } from "../../lib/auth.ts";
import { CardsSkeleton } from "../shell-parts.tsx";

/** A value the old onboarding kept in this browser; the server's status is the only truth now. */
const LEGACY_KEY = "social-connections";

/** Onboarding step 2 of 2 at /social-setup (part 2: Social onboarding). */
export default function SocialSetupPage() {
  const { data: user } = useUser();
  const { data: status } = useSocialStatus();
  const [connecting, setConnecting] = useState<Platform | null>(null);
  const onConnected = useCallback((platform: string) => {
    setConnecting(null);
    const known = PLATFORM_LIST.find((p) => p.id === platform);
    if (known) {
      toast({
        title: "Connected Successfully!",
        description: `Your ${known.name} account is now connected and ready for sharing.`,
      });
    }
  }, []);
  useConnectionEvents(onConnected);
  useEffect(() => {
    try {
      localStorage.removeItem(LEGACY_KEY);
    } catch {
      // Storage blocked: nothing was kept there either.
    }
  }, []);

  const connected = PLATFORM_LIST.filter((p) => status?.[p.id]);
  const progress = setupProgress(connected.length);

  function connect(platform: Platform) {
    setConnecting(platform);
    startConnect(platform);
  }

  return (
    <MemberLayout>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
          <Logo />
          <span className="text-sm font-medium text-muted">Setup Step 2 of 2</span>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6">
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
                status={status}
                connecting={connecting === p.id && !status?.[p.id]}
                onConnect={() => connect(p.id)}
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
                    <span className="font-medium">{p.name}:</span> {status?.accounts[p.id].label}
                    {status?.accounts[p.id].mode === "sandbox" ? " (Sandbox)" : ""}
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
    </MemberLayout>
  );
}

/** The first screen before the session answers (drawn into the HTML at build time). */
export function Shell() {
  return (
    <MemberLayout>
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
          <Logo />
          <span className="text-sm font-medium text-muted">Setup Step 2 of 2</span>
        </div>
      </header>
      <main id="main" className="mx-auto flex max-w-5xl flex-col gap-8 px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold text-ink">Let's connect your social accounts</h1>
        <CardsSkeleton label="Loading your social accounts" count={3} className="h-56 rounded-(--radius-card)" />
      </main>
    </MemberLayout>
  );
}
