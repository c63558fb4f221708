import { Badge } from "@realty/ui/badge";
import { Button } from "@realty/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@realty/ui/card";
import { Skeleton } from "@realty/ui/skeleton";
import { toast } from "@realty/ui/use-toast";
import { useState } from "react";
import { userMessage } from "../../../lib/api-client.ts";
import { signOutEverywhere, useSessions } from "../api/sessions.ts";
import { describeBrowser } from "./describe-browser.ts";

const WHEN = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** The member's signed-in browsers and "Sign out everywhere", for a lost or shared device. */
export function SessionsCard() {
  const { data, isLoading, error } = useSessions();
  const [pending, setPending] = useState(false);

  async function signOutAll() {
    setPending(true);
    try {
      await signOutEverywhere();
    } catch (err) {
      setPending(false);
      toast({
        title: "Error",
        description: userMessage(err, "We could not sign you out. Please try again."),
        variant: "destructive",
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Signed-in Devices</CardTitle>
        <CardDescription>Browsers where your account is signed in. Signing out everywhere includes this one.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isLoading ? (
          <Skeleton className="h-16 w-full" />
        ) : error || !data ? (
          <p className="text-sm text-danger">We could not load your devices. Please try again.</p>
        ) : (
          <ul className="divide-y divide-line" aria-label="Signed-in devices">
            {data.sessions.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-semibold text-ink">
                    {describeBrowser(s.userAgent)} {s.current ? <Badge>This device</Badge> : null}
                  </p>
                  <p className="text-sm text-muted">
                    Signed in {WHEN.format(new Date(s.createdAt))} • Last active {WHEN.format(new Date(s.lastActiveAt))}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="w-fit">
          <Button variant="outline" onClick={signOutAll} disabled={pending}>
            {pending ? "Signing out..." : "Sign out everywhere"}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
