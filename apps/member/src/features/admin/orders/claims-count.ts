/** "1 open claim", "3 open claims", "0 claims": the count with the noun in the right number. */
export function claimsCount(total: number, statusLabel: string): string {
  const noun = total === 1 ? "claim" : "claims";
  return [String(total), statusLabel, noun].filter(Boolean).join(" ");
}
