import { copyText } from "@realty/ui/share";
import { toast } from "@realty/ui/use-toast";

/** Copies a code (the clipboard, or the legacy fallback of the share widget) and says so. */
export async function copyCode(code: string): Promise<void> {
  const copied = await copyText(code);
  toast(
    copied
      ? { title: "Copied!", description: `${code} copied to clipboard.` }
      : { title: "Copy failed", description: code, variant: "destructive" },
  );
}
