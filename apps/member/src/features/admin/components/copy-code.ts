import { toast } from "@realty/ui/use-toast";

/** Copies a code; older browsers fall back to a hidden text area and the legacy copy command. */
export async function copyCode(code: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(code);
    toast({ title: "Copied!", description: `${code} copied to clipboard.` });
  } catch {
    const area = document.createElement("textarea");
    area.value = code;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.append(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    toast(
      ok
        ? { title: "Copied!", description: `${code} copied to clipboard.` }
        : { title: "Copy failed", description: code, variant: "destructive" },
    );
  }
}
