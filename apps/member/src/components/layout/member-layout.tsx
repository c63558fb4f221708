import type { ReactNode } from "react";
import { AnnouncementBar } from "./announcement-bar.tsx";
import { DemoBanner } from "./demo-banner.tsx";
import { MemberFooter } from "./member-footer.tsx";

/** Page frame of the signed-in member area: the page's own header and content, then the footer. */
export function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <DemoBanner />
      <AnnouncementBar />
      <div className="flex-1">{children}</div>
      <MemberFooter />
    </div>
  );
}
