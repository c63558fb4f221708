// Editorial checks on the library's scripts, shared by the content test and `node tools/content-checks/check.mjs`.
// JavaScript importing the post-kit schema and the lead-magnet list from packages/library as
// TypeScript, which Node 24 (node_modules/.bin/node, what `npm run` uses) strips natively.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { FAIR_HOUSING_PHRASES, FAIR_HOUSING_PHRASES_ES, lintFairHousing } from "../../packages/library/src/fair-housing.ts";
import { LEAD_MAGNET_SLUGS, LEAD_MAGNETS } from "../../packages/library/src/lead-magnets.ts";
import { CTA_KINDS, SCRIPT_FORMATS, scriptKit } from "../../packages/library/src/script-kit.ts";
import { WORKED_EXAMPLE_AMOUNTS, YEARLY_VALUES } from "../../packages/library/src/yearly-values.ts";

export const MIN_WORDS = 120;
export const MAX_WORDS = 260;
/** Jaccard overlap of content words above which two scripts count as one topic told twice. */
export { FAIR_HOUSING_PHRASES, FAIR_HOUSING_PHRASES_ES };
export const MAX_OVERLAP = 0.3;
export { CTA_KINDS, SCRIPT_FORMATS };
/** No one call to action or format takes more than this share of the library, so a feed does not repeat itself. */
export const MAX_CTA_KIND_SHARE = 0.25;
/** Scripts written for a format other than the talking head (their shot lists say what is on screen when). */
export const MIN_OTHER_FORMATS = 40;

const CTA_VERBS =
  /\b(comment|dm|message|call|text|click|tap|follow|reach out|book|send|save|share|schedule|grab|download|reply|subscribe|visit|contact|let's talk|hit|ask|join)\b/i;
// Spanish verbs, in the forms a call to action uses (tú and usted); \b does not work around accents.
const CTA_VERBS_ES =
  /(?:^|[^\p{L}])(comenta|comente|escr[ií]beme|escr[ií]bame|env[ií]a|env[ií]ame|m[aá]ndame|manda|llama|ll[aá]mame|ll[aá]meme|agenda|guarda|comparte|s[ií]gueme|descarga|responde|visita|cont[aá]ctame|hablemos|toca|pide|p[ií]deme|deja|reserva|haz clic|[uú]nete|suscr[ií]bete)(?![\p{L}])/iu;

// A call to action "promises" a download when it offers to send, share or give a list-like thing.
// "list" as a verb ("ready to list your home") and "list price" are not promises.
const NOUN = String.raw`(?:check[\s-]?lists?|worksheets?|guides?|lists?|cheat[\s-]?sheets?|pdfs?|one-pagers?|templates?)`;
const NOUN_ES = String.raw`(?:listas?|gu[ií]as?|hojas?\s+de\s+(?:trabajo|c[aá]lculo)|pdfs?|checklists?|plantillas?)`;
const WORD = String.raw`[\p{L}\d'’-]+`;
const NOT_VERB = String.raw`(?!\s+(?:your|it|with|at|price|prices)\b)`;
const PROMISE_EN = new RegExp(
  String.raw`\b(?:send|sending|share|email|e-mail|give|grab|download|get)\s+(?:${WORD}\s+){0,5}?${NOUN}\b${NOT_VERB}` +
    String.raw`|\bprintable\b` +
    String.raw`|\b(?:for|want|request)\s+(?:my|the|a|our|this)\s+(?:${WORD}\s+){0,4}?${NOUN}\b${NOT_VERB}`,
  "iu",
);
const PROMISE_ES = new RegExp(
  String.raw`(?:env[ií]o|env[ií]ar[eé]|mando|mandar[eé]|comparto|compartir[eé]|descarga|recibe|te\s+doy|pide)\s+(?:${WORD}\s+){0,5}?${NOUN_ES}(?![\p{L}])` +
    String.raw`|(?:^|[^\p{L}])imprimible(?![\p{L}])`,
  "iu",
);

// What each kind of call to action says, in English and Spanish: a script's ctaKind must show in its call to action.
const L = String.raw`(?:^|[^\p{L}])`;
const R = String.raw`(?![\p{L}])`;
const said = (alternatives) => new RegExp(`${L}(?:${alternatives})${R}`, "iu");
export const CTA_KIND_SIGNALS = {
  "comment-keyword":
    /\b(?:[Cc]omment|[Cc]omenta|[Cc]omente|[Cc]om[eé]ntame)\s+(?:the word\s+|la palabra\s+)?["'‘“]?[A-ZÁÉÍÓÚÑ]{2,}/u,
  dm: said("dm|message me|send me|text me|escr[ií]beme|escr[ií]bame|m[aá]ndame|reach out|contact me"),
  "book-call": said("book|schedule|call|agenda|ll[aá]mame|ll[aá]meme|let's talk|reserva"),
  "visit-page": said("visit|link in my bio|visita|enlace en mi perfil"),
  save: said("save|guarda"),
  share: said("share|comparte|tag|send this"),
  "reply-question": said(
    "reply|responde|tell me|in the comments|comment your|comment with|comment the name|comenta la palabra|cu[eé]ntame",
  ),
  "join-list": said("join|subscribe|sign up|[uú]nete|suscr[ií]bete"),
  follow: said("follow|s[ií]gueme"),
};

// The keyword a "Comment KEYWORD" or "DM me KEYWORD" call to action asks for: the same pattern the
// personalizer reads to build the on-screen beat, so the long and short versions and every caption
// must ask for one and the same word.
const CTA_KEYWORD =
  /\b([Ee]scr[ií]beme|[Cc]om[eé]ntame|[Cc]omenta|[Mm][aá]ndame|[Rr]esponde|[Cc]omment|[Dd][Mm] me|[Tt]ext me|[Mm]essage me|[Rr]eply(?: with)?|[Tt]ext)\s+(?:the word\s+|la palabra\s+)?["'‘“]?([A-Z][A-Z0-9']+(?: [A-Z][A-Z0-9']+)*)\b/u;
export function ctaKeyword(text) {
  return CTA_KEYWORD.exec(text)?.[2];
}

// A format other than the talking head changes the shot list: every shot says when it happens
// ("0-3s:", "Last 4s:"), and the list shows what the format needs on screen.
const TIMED_SHOT = /^(?:\d+-\d+s|Last \d+s|[ÚU]ltimos \d+s):/;
export const FORMAT_SHOT_SIGNALS = {
  "green-screen": [/green screen|behind you|background|detr[aá]s de ti|fondo/i, "what is behind the agent"],
  "text-on-screen": [/\btext\b|on screen|texto|en pantalla/i, "which text appears"],
  "myth-vs-fact": [/(?=[\s\S]*\b(?:MYTH|MITO)\b)(?=[\s\S]*\b(?:FACT|REALIDAD)\b)/, "the MYTH and FACT cards"],
  list: [/#\d|\bSignal \d|numbers? \d/i, "the numbered items"],
  "walk-and-talk": [/\bwalk|camina/i, "the walk"],
  story: [/turn|picture|story|historia|giro/i, "the story's turn"],
};

function formatProblems(kit) {
  if (!kit || kit.format === undefined || kit.format === "talking-head" || !Array.isArray(kit.shots)) return [];
  const problems = [];
  const untimed = kit.shots.filter((s) => !TIMED_SHOT.test(s?.shot ?? "")).length;
  if (untimed > 0) problems.push(`kit.format "${kit.format}" but ${untimed} shot(s) do not say when ("0-3s: ...")`);
  const [signal, what] = FORMAT_SHOT_SIGNALS[kit.format] ?? [];
  if (signal && !signal.test(kit.shots.map((s) => s?.shot ?? "").join("\n")))
    problems.push(`kit.format "${kit.format}" but the shot list never shows ${what}`);
  return problems;
}

/** A text's sentences: one ends at . ! or ? before a space ("3.5%", "vs." and "EE. UU." do not end one). */
export function sentencesOf(text) {
  return text
    .split(/(?<=(?<!\b(?:vs|EE|UU))[.!?]["'”’)]*)\s+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A caption's last sentence, leaving out trailing hashtags and bracketed notes to the agent. */
export function lastSentence(text) {
  const body = text.replace(/(?:\s*(?:\[[^\]]*\]|#[\p{L}\d]+))*\s*$/u, "").trim();
  return sentencesOf(body).at(-1) ?? "";
}

// A figure of the yearly-values table says its year in the same sentence, and a dollar amount is
// either such a figure or a worked example, so a new time-bound amount cannot slip in undated.
const DOLLARS = /\$\s?\d[\d,.]*(?:\s?[KkMm]\b)?/g;
export function datedFactProblems(script) {
  const texts = [["hook", script.hook], ["body", script.body], ["cta", script.cta], ...kitTexts(script.kit)].filter(
    ([, t]) => typeof t === "string",
  );
  const problems = [];
  for (const [where, text] of texts) {
    for (const sentence of sentencesOf(text)) {
      const figures = YEARLY_VALUES.filter((v) => v.mentions.test(sentence));
      for (const v of figures) {
        if (!sentence.includes(String(v.year)))
          problems.push(`${where} gives ${v.name} without its year ${v.year}: "${sentence}"`);
      }
      for (const amount of sentence.match(DOLLARS) ?? []) {
        const known = figures.length > 0 || WORKED_EXAMPLE_AMOUNTS.includes(amount.trim());
        if (!known)
          problems.push(`${where} states ${amount.trim()}, which is neither in the yearly-values table nor a worked example`);
      }
    }
  }
  return problems;
}

const STOP_WORDS = new Set(
  (
    "a an and are as at be but by can do for from has have i if in into is it its it's just " +
    "me my no not of on or our so that the their them then there these they this to up us " +
    "was we what when where which who will with you your you're " +
    // Spanish function words, so two Spanish scripts are compared on what they say.
    "al con como cuando de del el en es esta este eso la las le lo los más mi mis muy no o para " +
    "pero por que qué se si sin su sus te tu tus un una uno y ya yo"
  ).split(" "),
);

const TOPIC_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAGNET_TITLES = new Map(LEAD_MAGNETS.map((m) => [m.slug, m.title]));

/** The raw entries of content/scripts/*.json, each with the file it sits in (files sorted by name). */
export function readScriptFiles(contentDir) {
  const dir = join(contentDir, "scripts");
  const scripts = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    for (const s of JSON.parse(readFileSync(join(dir, file), "utf8"))) scripts.push({ ...s, file });
  }
  return scripts;
}

export function wordCount(text) {
  return text.split(/\s+/).filter(Boolean).length;
}

export function scriptText(script) {
  return `${script.hook}\n\n${script.body}\n\n${script.cta}`;
}

export function scriptLanguage(script) {
  return script.language ?? "en";
}

function contentWords(text) {
  const words = text.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? [];
  return new Set(words.filter((w) => !STOP_WORDS.has(w)));
}

/** Jaccard overlap of the two scripts' content words: 0 (nothing shared) to 1 (same words). */
export function wordOverlap(a, b) {
  const left = contentWords(a);
  const right = contentWords(b);
  let shared = 0;
  for (const w of left) if (right.has(w)) shared++;
  return shared / (left.size + right.size - shared);
}

/** Every piece of text a script's kit holds, labelled by where it sits. */
export function kitTexts(kit) {
  if (!kit || typeof kit !== "object") return [];
  const out = [];
  const add = (where, value) => {
    if (typeof value === "string") out.push([where, value]);
  };
  add("kit.short.hook", kit.short?.hook);
  add("kit.short.hookB", kit.short?.hookB);
  add("kit.short.body", kit.short?.body);
  add("kit.short.cta", kit.short?.cta);
  for (const [i, beat] of (Array.isArray(kit.beats) ? kit.beats : []).entries()) add(`kit.beats.${i}`, beat);
  for (const [i, s] of (Array.isArray(kit.shots) ? kit.shots : []).entries()) add(`kit.shots.${i}`, s?.shot);
  for (const network of ["instagram", "facebook", "linkedin", "x"]) add(`kit.captions.${network}`, kit.captions?.[network]);
  // "#EmptyNesters" hides "empty nesters": compare hashtags with spaces removed as well.
  for (const [i, tag] of (Array.isArray(kit.hashtags) ? kit.hashtags : []).entries()) add(`kit.hashtags.${i}`, tag);
  add("kit.compliance", kit.compliance);
  return out;
}

function fairHousingHits(text, language) {
  const lower = text.toLowerCase();
  const squashed = lower.replace(/[\s#-]+/g, "");
  const phrases = language === "es" ? [...FAIR_HOUSING_PHRASES, ...FAIR_HOUSING_PHRASES_ES] : FAIR_HOUSING_PHRASES;
  const inTags = lower.startsWith("#") ? phrases.filter((p) => squashed.includes(p.replace(/[\s-]+/g, ""))) : [];
  return [...new Set([...lintFairHousing(text).map((f) => f.phrase.toLowerCase()), ...inTags])];
}

/** Where a script offers a download: the long and short calls to action, the body and the captions. */
export function promisesDownload(script) {
  const pattern = scriptLanguage(script) === "es" ? PROMISE_ES : PROMISE_EN;
  const texts = [
    script.cta,
    script.body,
    ...kitTexts(script.kit)
      .filter(([w]) => /^kit\.(short|captions)/.test(w))
      .map(([, t]) => t),
  ];
  for (const text of texts) {
    const match = typeof text === "string" ? text.match(pattern) : null;
    if (match) return match[0];
  }
  return null;
}

function kitProblems(kit, verbs) {
  if (kit === undefined) return ["missing kit (short cut, beats, shots, captions, hashtags)"];
  const result = scriptKit.safeParse(kit);
  if (!result.success) return result.error.issues.map((i) => `kit.${i.path.join(".")}: ${i.message}`);
  // The short cut and the X caption keep the call to action; LinkedIn may stay informative.
  const problems = [];
  // Every library script carries a second hook for A/B tests (the type leaves it optional for customized kits).
  if (kit.short.hookB === undefined) problems.push("kit.short.hookB missing (a second hook to A/B test)");
  if (!verbs.test(kit.short.cta)) problems.push("kit.short.cta has no action verb");
  if (!verbs.test(kit.captions.x)) problems.push("kit.captions.x has no call to action (an action verb)");
  for (const [network, caption] of Object.entries(kit.captions)) {
    if (!verbs.test(lastSentence(caption))) problems.push(`kit.captions.${network} does not end with a call to action`);
  }
  if (kit.format === undefined) problems.push(`kit.format missing (one of ${SCRIPT_FORMATS.join(", ")})`);
  if (kit.ctaKind === undefined) problems.push(`kit.ctaKind missing (one of ${CTA_KINDS.join(", ")})`);
  return problems;
}

/** The recorded kind of call to action shows in it, and a keyword is the same everywhere it is asked for. */
function ctaProblems(script) {
  const kit = script.kit;
  if (!kit || typeof kit !== "object" || !kit.short || !kit.captions) return [];
  const problems = [];
  const signal = CTA_KIND_SIGNALS[kit.ctaKind];
  if (signal && !signal.test(script.cta)) problems.push(`ctaKind "${kit.ctaKind}" but the call to action does not ask for it`);
  const keyword = ctaKeyword(script.cta);
  const places = [["kit.short.cta", kit.short.cta], ...Object.entries(kit.captions).map(([n, t]) => [`kit.captions.${n}`, t])];
  if (keyword && ctaKeyword(kit.short.cta) !== keyword) problems.push(`kit.short.cta does not ask for the keyword "${keyword}"`);
  for (const [where, text] of places) {
    const other = typeof text === "string" ? ctaKeyword(text) : undefined;
    if (other && other !== keyword)
      problems.push(`${where} asks for "${other}", the call to action for "${keyword ?? "no keyword"}"`);
  }
  return problems;
}

function magnetProblems(script) {
  const problems = [];
  const promise = promisesDownload(script);
  if (script.leadMagnet !== undefined && !MAGNET_TITLES.has(script.leadMagnet)) {
    problems.push(`leadMagnet "${script.leadMagnet}" is not one of: ${LEAD_MAGNET_SLUGS.join(", ")}`);
  } else if (promise && script.leadMagnet === undefined) {
    problems.push(`promises "${promise}" but names no leadMagnet (name one, or promise nothing)`);
  } else if (promise && script.leadMagnet) {
    // A call to action that says "worksheet" must deliver a worksheet, and a checklist a checklist.
    const title = (MAGNET_TITLES.get(script.leadMagnet) ?? "").toLowerCase();
    const said = promise.toLowerCase();
    if (/worksheet/.test(said) && !title.includes("worksheet"))
      problems.push(`promises "${promise}" but ${script.leadMagnet} is not a worksheet`);
    if (/check[\s-]?list/.test(said) && !title.includes("checklist"))
      problems.push(`promises "${promise}" but ${script.leadMagnet} is not a checklist`);
  }
  return problems;
}

// A listing tour describes no made-up home. It is a template the agent fills in
// ("[kitchen feature]") and tells them to check every feature against the listing sheet.
const LISTING_SHEET =
  /listing sheet|hoja (?:de|del) (?:la )?(?:propiedad|listado)|ficha (?:de|del) (?:la )?(?:propiedad|listado)/i;

function listingTourProblems(script) {
  if (script.topic !== "listing-showcase") return [];
  const problems = [];
  if (!/\[[^\]]+\]/.test(scriptText(script))) problems.push("listing tour without a [fill-in] for the agent's listing");
  const everywhere = [scriptText(script), ...kitTexts(script.kit).map(([, t]) => t)].join("\n");
  if (!LISTING_SHEET.test(everywhere)) problems.push("listing tour never says to check every feature against the listing sheet");
  return problems;
}

/** Problems with one script, as readable strings; empty when it is fine. */
export function scriptProblems(script) {
  const problems = [];
  const language = scriptLanguage(script);
  const text = scriptText(script);
  const words = wordCount(text);
  if (words < MIN_WORDS || words > MAX_WORDS) problems.push(`${words} words (want ${MIN_WORDS}-${MAX_WORDS})`);
  if (!script.hook || wordCount(script.hook) < 5) problems.push("missing hook");
  const verbs = language === "es" ? CTA_VERBS_ES : CTA_VERBS;
  if (!script.cta || !verbs.test(script.cta)) problems.push("call to action has no action verb");
  // "TODO" only in capitals: Spanish "todo" and "todos" are ordinary words.
  if (/lorem|ipsum|\[city\]|\{city\}/i.test(text) || /\bTODO\b/.test(text)) problems.push("placeholder text");
  if (language !== "en" && language !== "es") problems.push(`language "${language}" (want "en" or "es")`);
  if (typeof script.topicKey !== "string") problems.push("missing topicKey");
  else if (!TOPIC_KEY.test(script.topicKey)) problems.push(`topicKey "${script.topicKey}" is not kebab-case`);
  for (const phrase of fairHousingHits(text, language)) problems.push(`fair-housing phrase "${phrase}"`);
  for (const [where, value] of kitTexts(script.kit)) {
    for (const phrase of fairHousingHits(value, language)) problems.push(`fair-housing phrase "${phrase}" in ${where}`);
  }
  problems.push(
    ...kitProblems(script.kit, verbs),
    ...ctaProblems(script),
    ...formatProblems(script.kit),
    ...datedFactProblems(script),
    ...magnetProblems(script),
    ...listingTourProblems(script),
  );
  return problems;
}

/** Pairs of scripts whose overlap is above MAX_OVERLAP. */
export function nearDuplicates(scripts) {
  const words = scripts.map((s) => contentWords(scriptText(s)));
  const pairs = [];
  for (let i = 0; i < words.length; i++) {
    for (let j = i + 1; j < words.length; j++) {
      const left = words[i];
      const right = words[j];
      let shared = 0;
      for (const w of left) if (right.has(w)) shared++;
      const overlap = shared / (left.size + right.size - shared);
      if (overlap > MAX_OVERLAP) pairs.push({ a: scripts[i].slug, b: scripts[j].slug, overlap });
    }
  }
  return pairs;
}

/** Values of `key` that more than one script uses, with the slugs that use them. */
export function duplicatesBy(scripts, key) {
  const seen = new Map();
  for (const s of scripts) {
    const value = key(s);
    if (value === undefined || value === null) continue;
    seen.set(value, [...(seen.get(value) ?? []), s.slug]);
  }
  return [...seen].filter(([, slugs]) => slugs.length > 1).map(([value, slugs]) => ({ value, slugs }));
}
