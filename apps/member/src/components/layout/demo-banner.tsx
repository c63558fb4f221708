import { lazy, Suspense } from "react";
import { useUser } from "../../lib/auth.ts";

// Members never download the demo's banner: it is a chunk of its own, fetched for demo accounts.
const DemoBannerContent = lazy(() => import("./demo-banner-content.tsx"));

/** The demo banner, for demo accounts only. */
export function DemoBanner() {
  const { data: user } = useUser();
  if (!user?.isDemo) return null;
  return (
    <Suspense fallback={null}>
      <DemoBannerContent />
    </Suspense>
  );
}
