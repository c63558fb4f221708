// The fair-housing linter over a whole post kit. The rules live in @realty/library/fair-housing,
// one list for the library's content check, the customizer and the location field alike.
import type { ScriptKit } from "@realty/contracts/customize";
import { type FairHousingFlag, lintFairHousing } from "@realty/library/fair-housing";

export { lintFairHousing };

/** The flags of a whole post kit: long and short versions, beats and captions. */
export function lintKit(kit: ScriptKit): FairHousingFlag[] {
  const text = [kit.long, kit.short, ...kit.beats, ...Object.values(kit.captions)].join("\n");
  return lintFairHousing(text);
}
