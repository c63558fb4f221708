// The clipboard with its legacy fallback, on its own: a copy button (the market script's, a
// script's) needs this and none of the sharing code beside it in share.ts, which stays out of the
// first load of the pages that only copy.

/** Copy-success and popup-blocked toasts stay 6 s (part 1 §9). */
export const COPY_TOAST_MS = 6000;

/** The legacy copy path: a hidden text area and execCommand, for browsers without the Clipboard API. */
function legacyCopy(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies text; "clipboard" or "fallback" says which path worked, null when neither did. */
export async function copyText(text: string): Promise<"clipboard" | "fallback" | null> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("Clipboard API unavailable");
    await navigator.clipboard.writeText(text);
    return "clipboard";
  } catch {
    return legacyCopy(text) ? "fallback" : null;
  }
}
