import { Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { isAdminUser, useUser } from "../lib/auth.ts";
import { useOnlineStatus } from "./connectivity.ts";
import { NotFound } from "./not-found.tsx";
import { OfflineScreen } from "./offline-screen.tsx";
import { RouteShell } from "./route-shell.tsx";
import { routesFor, type SessionKind } from "./routes.tsx";
import { SkipLink } from "./skip-link.tsx";

/**
 * The session gate (part 1 §4): offline, loading, then the route set of the session. While the
 * session or a page's code loads, the address's first screen shows (the same the build drew into
 * its HTML). A user already loaded stays signed in through a failed refetch (e.g. a network
 * blip); only a 401, or a first load that failed, reads as signed out.
 */
export function AppRouter() {
  const online = useOnlineStatus();
  const { data: user, isLoading } = useUser();
  const [location] = useLocation();

  if (!online) return <OfflineScreen />;
  const shell = <RouteShell path={location} />;
  if (isLoading && user === undefined) return shell;

  const session: SessionKind = !user ? "signedOut" : isAdminUser(user) ? "admin" : "user";
  return (
    <>
      <SkipLink />
      <Suspense fallback={shell}>
        <Switch>
          {routesFor(session).map((route) => (
            <Route key={route.key} path={route.path} component={route.component} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </>
  );
}
