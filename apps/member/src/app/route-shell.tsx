import { memberRouteAt } from "@realty/contracts/member-routes";
import { Suspense } from "react";
import { LoadingScreen } from "./loading-screen.tsx";
import { shellComponent } from "./routes.tsx";

/**
 * The first screen of the address, before the session has answered or while the page's code loads
 * (each page module's `Shell`). The build draws the same into the address's HTML; while the page
 * module is still on its way, hydration keeps that HTML on screen rather than a loading state.
 */
export function RouteShell({ path }: { path: string }) {
  const route = memberRouteAt(path);
  if (!route) return <LoadingScreen />;
  const Shell = shellComponent(route.shell);
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Shell />
    </Suspense>
  );
}
