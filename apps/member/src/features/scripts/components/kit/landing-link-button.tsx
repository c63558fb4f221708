import { Button } from "@realty/ui/button";
import { copyText } from "@realty/ui/share";
import { toast } from "@realty/ui/use-toast";
import { Link2 } from "lucide-react";
import { serverMessage } from "../../../../lib/api-client.ts";
import { getLandingLink } from "../../api/get-landing-link.ts";

/**
 * Copies the member's landing page for the guide: visitors leave their name and e-mail there,
 * receive the PDF by e-mail and show up in the Leads tab.
 */
export function LandingLinkButton({ slug, title, language }: { slug: string; title: string | null; language?: "en" | "es" }) {
  async function copy() {
    try {
      const url = await getLandingLink(slug, language);
      const how = await copyText(url);
      toast(
        how
          ? {
              title: "Landing page link copied",
              description: "Visitors who leave their email get the PDF and appear in your Leads tab.",
            }
          : { title: "Copy failed", description: url, variant: "destructive" },
      );
    } catch (error) {
      toast({ title: "Error", description: serverMessage(error) ?? "Getting the link failed.", variant: "destructive" });
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => void copy()}>
      <Link2 aria-hidden />
      Copy landing page link
      {title ? <span className="sr-only">: {title}</span> : null}
    </Button>
  );
}
