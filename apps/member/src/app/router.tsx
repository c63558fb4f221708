import { Suspense } from "react";
import { Route, Switch } from "wouter";
import { isAdminUser, useUser } from "../lib/auth.ts";
import { useOnlineStatus } from "./connectivity.ts";
import { LoadingScreen } from "./loading-screen.tsx";
import { NotFound } from "./not-found.tsx";
import { OfflineScreen } from "./offline-screen.tsx";
import { routesFor, type SessionKind } from "./routes.tsx";
import { SkipLink } from "./skip-link.tsx";

/**
 * The session gate (part 1 §4): offline, loading, then the route set of the session. A user
 * already loaded stays signed in through a failed refetch (e.g. a network blip); only a 401, or
 * a first load that failed, reads as signed out.
 */
export function AppRouter() {
  const online = useOnlineStatus();
  const { data: user, isLoading } = useUser();

  if (!online) return <OfflineScreen />;
  if (isLoading && user === undefined) return <LoadingScreen />;

  const session: SessionKind = !user ? "signedOut" : isAdminUser(user) ? "admin" : "user";
  return (
    <>
      <SkipLink />
      <Suspense fallback={<LoadingScreen />}>
        <Switch>
          {routesFor(session).map((route) => (
            <Route key={route.path} path={route.path} component={route.component} />
          ))}
          <Route component={NotFound} />
        </Switch>
      </Suspense>
    </>
  );
}
