import { Suspense, useMemo } from "react";
import { Route, Switch, useLocation } from "wouter";
import { isAdminUser, useUser } from "../lib/auth.ts";
import { ReplayEarlyPresses } from "../lib/early-presses.tsx";
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
  const sessionRead = useUser();
  const user = sessionRead.data;
  const [location] = useLocation();
  const session: SessionKind = !user ? "signedOut" : isAdminUser(user) ? "admin" : "user";
  // The same element while the session kind holds: a re-render of the gate (a read settling, the
  // network coming back) then leaves the page below it alone.
  const routes = useMemo(
    () => (
      <Switch>
        {routesFor(session).map((route) => (
          <Route key={route.key} path={route.path} component={route.component} />
        ))}
        <Route component={NotFound} />
      </Switch>
    ),
    [session],
  );

  if (!online) return <OfflineScreen />;
  const shell = <RouteShell path={location} />;
  // The loading flag is read only while there is no user: swr re-renders for a flag only once it
  // has been read, and a known session's checks need not redraw the page. The skip link comes first
  // either way: the build's first screen has it before any script runs, and it stays the same link
  // (keeping its focus) when the page replaces the shell.
  if (user === undefined && sessionRead.isLoading) {
    return (
      <>
        <SkipLink />
        {shell}
      </>
    );
  }
  return (
    <>
      <SkipLink />
      <Suspense fallback={shell}>
        {routes}
        <ReplayEarlyPresses />
      </Suspense>
    </>
  );
}
