/**
 * What the copy toast says for one part of the kit. Every caption says "Caption copied" (the button
 * pressed already named its network); other parts are named, starting the sentence with a capital.
 */
export function copiedLine(what: string): string {
  if (/caption$/i.test(what)) return "Caption copied to clipboard.";
  return `${what.charAt(0).toUpperCase()}${what.slice(1)} copied to clipboard.`;
}
