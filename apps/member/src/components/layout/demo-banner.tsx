import { Suspense } from "react";
import { useUser } from "../../lib/auth.ts";
import { lazyPart } from "../../lib/lazy-part.tsx";

// Members never download the demo's banner: it is a chunk of its own, fetched for demo accounts.
const DemoBannerContent = lazyPart(
  "components/layout/demo-banner-content",
  () => import("./demo-banner-content.tsx"),
  (m) => m.default,
);

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
