import { Button } from "@realty/ui/button";
import { Download } from "lucide-react";

/** The checklist or worksheet the script's call to action promises, as a PDF in the member's brand. */
export function LeadMagnetButton({ scriptId, title }: { scriptId: number; title: string | null }) {
  const kind = title && /worksheet/i.test(title) ? "worksheet" : "checklist";
  return (
    <Button asChild variant="secondary" size="sm" className="self-start">
      {/* A plain link: the server answers with Content-Disposition: attachment and the file's name. */}
      <a href={`/api/scripts/${scriptId}/lead-magnet`} download>
        <Download aria-hidden />
        Download {kind}
        {title ? <span className="sr-only">: {title} (PDF)</span> : null}
      </a>
    </Button>
  );
}
