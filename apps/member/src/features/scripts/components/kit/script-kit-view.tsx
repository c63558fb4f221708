// Mounted by the script dialog around its long version: when the script has a post kit, the long
// version becomes the first of the kit's tabs; a script that promises a checklist gets its download
// and the member's landing page for it.
import type { ScriptItem } from "@realty/contracts/library";
import { Skeleton } from "@realty/ui/skeleton";
import type { ReactNode } from "react";
import { KitTabs, libraryKitView } from "./kit-tabs.tsx";
import { LandingLinkButton } from "./landing-link-button.tsx";
import { LeadMagnetButton } from "./lead-magnet-button.tsx";
import { useScriptDetail } from "./use-script-detail.ts";

interface ScriptKitViewProps {
  script: Pick<ScriptItem, "id" | "hasAccess" | "leadMagnet" | "language">;
  /** False outside the dialog's view mode: the children are shown as they are. */
  show: boolean;
  longText: string;
  children: ReactNode;
}

export function ScriptKitView({ script, show, longText, children }: ScriptKitViewProps) {
  const { data: detail, isLoading } = useScriptDetail(show && script.hasAccess ? script.id : null);
  if (!show) return children;
  // The text waits for the kit (a moment): shown before it, it was re-mounted inside the kit's tabs
  // when the kit arrived, which moved the dialog's content and dropped keyboard focus from it.
  if (isLoading && detail === undefined) {
    return <Skeleton className="h-48 rounded-lg" data-testid="script-text-loading" />;
  }
  const kit = detail?.kit ?? null;
  const magnet = detail ? detail.leadMagnet : (script.leadMagnet ?? null);
  return (
    <div className="flex flex-col gap-3">
      {kit ? <KitTabs scriptId={script.id} kit={libraryKitView(kit)} long={children} longText={longText} /> : children}
      {magnet ? (
        <div className="flex flex-wrap gap-2">
          <LeadMagnetButton scriptId={script.id} title={detail?.leadMagnetTitle ?? null} />
          <LandingLinkButton slug={magnet} title={detail?.leadMagnetTitle ?? null} language={script.language} />
        </div>
      ) : null}
    </div>
  );
}
