import { COPY_TOAST_MS, copyText } from "@realty/ui/copy-text";
import { toast } from "@realty/ui/use-toast";

/** Copies a script with the clipboard, or the legacy fallback, and says which (part 1 §8). */
export async function copyScript(text: string): Promise<void> {
  const how = await copyText(text);
  if (how === "clipboard") {
    toast({ title: "Copied!", description: "Script copied to clipboard.", duration: COPY_TOAST_MS });
  } else if (how === "fallback") {
    toast({ title: "Content Copied (Fallback)!", description: "Script copied to clipboard.", duration: COPY_TOAST_MS });
  } else {
    toast({ title: "Copy failed", description: "Select the script text and copy it by hand.", variant: "destructive" });
  }
}
