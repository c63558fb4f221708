import { Button } from "@realty/ui/button";
import { COPY_TOAST_MS, copyText } from "@realty/ui/share";
import { toast } from "@realty/ui/use-toast";
import { Copy } from "lucide-react";
import { copiedLine } from "./copied-line.ts";

/** Copies one part of the kit with the share widget's copyText and says what was copied. */
export async function copyKitPart(text: string, what: string): Promise<void> {
  const how = await copyText(text);
  if (how) toast({ title: "Copied!", description: copiedLine(what), duration: COPY_TOAST_MS });
  else
    toast({ title: "Copy failed", description: `Select the ${what.toLowerCase()} and copy it by hand.`, variant: "destructive" });
}

/**
 * "Copy X caption" and the like: the label names the part, so each button reads alone. `blocked`
 * says why it cannot copy yet; the button stays in place, disabled, with the reason read out.
 */
export function KitCopyButton({ text, what, blocked = null }: { text: string; what: string; blocked?: string | null }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="self-start"
      disabled={blocked !== null}
      title={blocked ?? undefined}
      aria-description={blocked ?? undefined}
      onClick={() => void copyKitPart(text, what)}
    >
      <Copy aria-hidden />
      Copy {what}
    </Button>
  );
}
