// Member-facing text is US English (license, color, inquiry), as on the marketing site. This finds
// British spellings in the text a member or their client reads: string literals and JSX text of the
// member app, the share and landing pages (with their consent line), the e-mails, and every string
// of the lead-magnet PDFs' content.
// Code identifiers and comments are not read: they are not shown to anyone.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * British spelling -> US spelling, whole words, matched case-insensitively. Doubled-l forms
 * ("cancelled") are left out: US usage accepts them and "cancelled" is a stored post status.
 */
export const BRITISH_TO_US: Record<string, string> = {
  licence: "license",
  licences: "licenses",
  licenced: "licensed",
  colour: "color",
  colours: "colors",
  coloured: "colored",
  enquiry: "inquiry",
  enquiries: "inquiries",
  enquire: "inquire",
  organise: "organize",
  organised: "organized",
  organising: "organizing",
  organisation: "organization",
  favourite: "favorite",
  favourites: "favorites",
  centre: "center",
  centres: "centers",
  behaviour: "behavior",
  behaviours: "behaviors",
  neighbour: "neighbor",
  neighbours: "neighbors",
  neighbourhood: "neighborhood",
  neighbourhoods: "neighborhoods",
  honour: "honor",
  catalogue: "catalog",
  analyse: "analyze",
  recognise: "recognize",
  realise: "realize",
  prioritise: "prioritize",
  personalise: "personalize",
  personalised: "personalized",
  customise: "customize",
  customised: "customize",
  summarise: "summarize",
  apologise: "apologize",
  cheque: "check",
  cheques: "checks",
  programme: "program",
  defence: "defense",
  judgement: "judgment",
  mould: "mold",
  grey: "gray",
  metre: "meter",
  metres: "meters",
  utilise: "utilize",
  minimise: "minimize",
  maximise: "maximize",
};

const WORD = new RegExp(`\\b(${Object.keys(BRITISH_TO_US).join("|")})\\b`, "gi");

export interface SpellingHit {
  file: string;
  word: string;
  us: string;
  text: string;
}

/** The text of string literals, template literals and JSX text in TypeScript source, comments removed. */
const MODULE_PATH = /^(\.{1,2}\/|@realty\/)[\w./-]+$/;

export function shownText(source: string): string[] {
  const out: string[] = [];
  // One pass over the source: comments are skipped, literals collected, JSX text between tags kept.
  const pattern = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`(?:[^`\\]|\\.)*`|>([^<>{}]+)</g;
  for (const match of source.matchAll(pattern)) {
    const token = match[0];
    if (token.startsWith("//") || token.startsWith("/*")) continue;
    const text = match[1] ?? token.slice(1, -1);
    // A module path ("../services/content/catalogue.ts") is code, not text anyone reads.
    if (MODULE_PATH.test(text)) continue;
    out.push(text);
  }
  return out;
}

/** Every string value in a JSON document. */
export function jsonText(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(jsonText);
  if (value && typeof value === "object") return Object.values(value).flatMap(jsonText);
  return [];
}

export function britishWords(text: string): { word: string; us: string }[] {
  return [...text.matchAll(WORD)].map((m) => {
    const word = m[0];
    return { word, us: BRITISH_TO_US[word.toLowerCase()] ?? word };
  });
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

const source = (path: string) => /\.(ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path);

/** The member-facing sources: the member app, share pages, e-mails, and the lead magnets. */
export function memberFacingFiles(root: string): string[] {
  const api = join(root, "apps/edge-api/src");
  return [
    ...filesUnder(join(root, "apps/member/src"), source),
    ...filesUnder(join(api, "routes/share"), source),
    ...filesUnder(join(api, "routes/lead-magnets"), source),
    // The share and landing pages, their error pages and the brand block they draw.
    ...filesUnder(join(api, "http"), source),
    // The consent line a visitor agrees to, and the brand form's messages a member reads.
    join(root, "packages/contracts/src/leads.ts"),
    join(root, "packages/contracts/src/brand-profile.ts"),
    ...filesUnder(join(api, "services/share"), source),
    ...filesUnder(join(api, "services"), (p) => source(p) && /(mail|notice)[^/]*\.ts$/.test(p)),
    ...filesUnder(join(api, "services/lead-magnets"), source),
    // The English guides; the Spanish editions (lead-magnets/es) are Spanish ("cuenta de cheques").
    ...filesUnder(join(root, "content/lead-magnets"), (p) => p.endsWith(".json") && !/[\\/]es[\\/]/.test(p)),
  ];
}

export function findBritishSpellings(root: string): SpellingHit[] {
  const hits: SpellingHit[] = [];
  for (const file of memberFacingFiles(root)) {
    const raw = readFileSync(file, "utf8");
    const texts = file.endsWith(".json") ? jsonText(JSON.parse(raw)) : shownText(raw);
    for (const text of texts) {
      for (const { word, us } of britishWords(text))
        hits.push({ file: relative(root, file), word, us, text: text.trim().slice(0, 120) });
    }
  }
  return hits;
}
