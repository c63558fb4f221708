// Editorial checks on the 52 video sources (content/videos/sources/<slug>.json). The schema holds
// the shapes and lengths; this test holds what a reviewer would: one source per plan entry, the
// quarter's palette, readable beats, a source line behind every number, nothing the agent would have
// to fix in a rendered file, no fair-housing phrase and no recycled beats.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { VideoSource } from "@realty/library/video-source";
import { BEAT_MAX_WORDS, paletteForWeek, videoSource, X_CAPTION_MAX_CHARS } from "@realty/library/video-source";
import { describe, expect, it } from "vitest";
import { FAIR_HOUSING_PHRASES } from "../quality.mjs";

type PlanEntry = { slug: string; week: number; title: string };

const plan: PlanEntry[] = JSON.parse(readFileSync(join(import.meta.dirname, "videos.json"), "utf8"));
const sourceDir = join(import.meta.dirname, "sources");

function readSource(slug: string): unknown {
  return JSON.parse(readFileSync(join(sourceDir, `${slug}.json`), "utf8"));
}

const wordCount = (text: string) => text.trim().split(/\s+/).length;
const hasNumber = (text: string) => /\d/.test(text);
// A rendered file cannot be edited by the agent, so no marker or placeholder may reach the screen.
const PLACEHOLDER = /\[verify\]|\[[^\]]*\]|\{[^}]*\}|lorem|ipsum|TODO/i;
// The renderer draws text with the bundled fonts, which have no emoji glyphs.
const EMOJI = /\p{Extended_Pictographic}/u;

function onScreenTexts(source: VideoSource): string[] {
  const texts = [source.hook, ...source.beats.map((beat) => beat.text), source.cta];
  if (source.visual) texts.push(source.visual.title);
  return texts;
}

function visualNumbers(source: VideoSource): boolean {
  return source.visual !== undefined;
}

// A chart's source line names a dated publication, or says plainly that the numbers are worked math.
const DATED_OR_EXAMPLE = /\b(19|20)\d{2}\b|example|illustration|math/i;

/** What the renderer needs to draw a chart honestly: a dated source, distinct labels, a sane gauge. */
function visualProblems(visual: NonNullable<VideoSource["visual"]>): string[] {
  const problems: string[] = [];
  if (!DATED_OR_EXAMPLE.test(visual.source)) problems.push("chart source has no year and is not marked as example math");
  if (visual.kind === "gauge") {
    const limits = visual.zones.map((zone) => zone.upTo);
    if (visual.value < visual.min || visual.value > visual.max) problems.push("gauge value outside min-max");
    if (limits.some((limit, index) => limit <= (index === 0 ? visual.min : (limits[index - 1] ?? visual.min)))) {
      problems.push("gauge zones do not rise from min");
    }
    if (limits.at(-1) !== visual.max) problems.push("last gauge zone does not end at max");
    return problems;
  }
  const labels = (visual.kind === "bars" ? visual.bars : visual.points).map((datum) => datum.label);
  if (new Set(labels).size !== labels.length) problems.push("chart labels repeat");
  return problems;
}

/** Everything wrong with one source, as readable strings; empty when it is fine. */
function sourceProblems(raw: unknown, entry: PlanEntry): string[] {
  const parsed = videoSource.safeParse(raw);
  if (!parsed.success) return parsed.error.issues.map((issue) => `schema: ${issue.path.join(".")} ${issue.message}`);
  const source = parsed.data;
  const problems: string[] = [];
  if (source.slug !== entry.slug) problems.push(`slug ${source.slug} is not the plan's ${entry.slug}`);
  const palette = paletteForWeek(entry.week);
  if (source.palette !== palette) problems.push(`palette ${source.palette}, week ${entry.week} wants ${palette}`);
  source.beats.forEach((beat, index) => {
    if (wordCount(beat.text) > BEAT_MAX_WORDS) problems.push(`beat ${index} has more than ${BEAT_MAX_WORDS} words`);
    if (beat.emphasis && !beat.text.includes(beat.emphasis)) problems.push(`beat ${index} emphasis not in its text`);
  });
  const screen = onScreenTexts(source);
  if ((screen.some(hasNumber) || visualNumbers(source)) && source.sources.length === 0) {
    problems.push("states a number on screen with no sources entry");
  }
  for (const text of screen) {
    if (PLACEHOLDER.test(text)) problems.push(`marker or placeholder on screen: "${text}"`);
    if (EMOJI.test(text)) problems.push(`emoji on screen: "${text}"`);
  }
  if (source.visual) {
    if (source.visual.afterBeat >= source.beats.length) problems.push("visual after a beat that does not exist");
    problems.push(...visualProblems(source.visual));
  }
  for (const [network, caption] of Object.entries(source.captions)) {
    if (hasNumber(caption) && source.sources.length === 0 && !caption.includes("[verify]")) {
      problems.push(`${network} caption states a number with no source or [verify]`);
    }
    if (/lorem|ipsum|TODO|\{city\}/i.test(caption)) problems.push(`${network} caption has placeholder text`);
  }
  const xPost = `${source.captions.x} ${source.hashtags.join(" ")}`;
  if (xPost.length > X_CAPTION_MAX_CHARS) problems.push(`X caption with hashtags is ${xPost.length} characters`);
  const everything = [...screen, ...Object.values(source.captions)].join("\n").toLowerCase();
  for (const phrase of FAIR_HOUSING_PHRASES) {
    if (everything.includes(phrase)) problems.push(`fair-housing phrase "${phrase}"`);
  }
  const tags = source.hashtags.map((tag) => tag.toLowerCase());
  if (new Set(tags).size !== tags.length) problems.push("a hashtag appears twice");
  return problems;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9%$]+/g, " ")
    .trim();

/** Beat or hook texts that appear in more than one video. */
function sharedLines(sources: VideoSource[]): string[] {
  const seen = new Map<string, string>();
  const shared: string[] = [];
  for (const source of sources) {
    for (const text of [source.hook, ...source.beats.map((beat) => beat.text)]) {
      const key = normalize(text);
      const owner = seen.get(key);
      if (owner !== undefined && owner !== source.slug) shared.push(`"${text}" in ${owner} and ${source.slug}`);
      seen.set(key, source.slug);
    }
  }
  return shared;
}

describe("video sources", () => {
  it("has exactly one source per entry of the 52-week plan", () => {
    const files = readdirSync(sourceDir)
      .filter((file) => file.endsWith(".json"))
      .map((file) => file.replace(/\.json$/, ""))
      .sort();
    expect(plan).toHaveLength(52);
    expect(files).toEqual(plan.map((entry) => entry.slug).sort());
  });

  it.each(plan.map((entry) => [entry.slug, entry] as const))("%s passes every editorial check", (_slug, entry) => {
    expect(sourceProblems(readSource(entry.slug), entry)).toEqual([]);
  });

  it("no two videos share a hook or a beat", () => {
    expect(sharedLines(plan.map((entry) => videoSource.parse(readSource(entry.slug))))).toEqual([]);
  });
});

describe("the checks catch a broken source", () => {
  const entry = plan[0] as PlanEntry;
  const good = videoSource.parse(readSource(entry.slug));
  const broken = (change: (copy: VideoSource) => void): VideoSource => {
    const copy = structuredClone(good);
    change(copy);
    return copy;
  };
  const setBeat = (source: VideoSource, index: number, text: string, emphasis?: string) => {
    source.beats[index] = { text, emphasis };
  };

  it("accepts the unbroken source", () => {
    expect(sourceProblems(good, entry)).toEqual([]);
  });

  const breakages: [string, (s: VideoSource) => void][] = [
    [
      "schema: hook",
      (s) => {
        s.hook = "one two three four five six seven eight nine ten eleven";
      },
    ],
    [
      "is not the plan's",
      (s) => {
        s.slug = "another-video";
      },
    ],
    [
      "week 1 wants",
      (s) => {
        s.palette = "expert-status";
      },
    ],
    ["schema: beats.0.text", (s) => setBeat(s, 0, "word ".repeat(15))],
    ["emphasis not in its text", (s) => setBeat(s, 0, "Rent buys a place to live.", "zebra")],
    [
      "no sources entry",
      (s) => {
        s.sources = [];
      },
    ],
    ["marker or placeholder on screen", (s) => setBeat(s, 1, "Prices here rose [verify] last year")],
    [
      "marker or placeholder on screen",
      (s) => {
        s.cta = "Call me about {city} today";
      },
    ],
    [
      "emoji on screen",
      (s) => {
        s.cta = "Call me today \u{1F3E1}";
      },
    ],
    [
      "visual after a beat",
      (s) => {
        if (s.visual) s.visual.afterBeat = 40;
      },
    ],
    [
      "X caption with hashtags",
      (s) => {
        s.captions.x = "x".repeat(270);
      },
    ],
    [
      "fair-housing phrase",
      (s) => {
        s.captions.facebook += " A safe neighborhood awaits.";
      },
    ],
    ["fair-housing phrase", (s) => setBeat(s, 2, "Ideal for families who rent")],
    ["a hashtag appears twice", (s) => s.hashtags.push((s.hashtags[0] ?? "#x").toUpperCase())],
    [
      "chart source has no year",
      (s) => {
        if (s.visual) s.visual.source = "Somebody's spreadsheet";
      },
    ],
    [
      "chart labels repeat",
      (s) => {
        if (s.visual?.kind === "bars") s.visual.bars.push({ label: s.visual.bars[0]?.label ?? "x", value: 1 });
      },
    ],
  ];

  const gauge = (change: (g: Extract<NonNullable<VideoSource["visual"]>, { kind: "gauge" }>) => void) =>
    broken((s) => {
      const g = {
        kind: "gauge" as const,
        title: "Example months of supply",
        unit: "months",
        source: "Example market, 2025",
        afterBeat: 1,
        value: 3,
        min: 0,
        max: 12,
        zones: [
          { upTo: 4, label: "Seller's market" },
          { upTo: 12, label: "Buyer's market" },
        ],
      };
      change(g);
      s.visual = g;
    });

  it("accepts a sane gauge and reports a broken one", () => {
    expect(
      sourceProblems(
        gauge(() => {}),
        entry,
      ),
    ).toEqual([]);
    const problems = (change: Parameters<typeof gauge>[0]) => sourceProblems(gauge(change), entry).join("\n");
    expect(
      problems((g) => {
        g.value = 20;
      }),
    ).toContain("gauge value outside min-max");
    expect(
      problems((g) => {
        g.zones = [
          { upTo: 8, label: "a" },
          { upTo: 6, label: "b" },
        ];
      }),
    ).toContain("gauge zones do not rise from min");
    expect(
      problems((g) => {
        g.max = 20;
      }),
    ).toContain("last gauge zone does not end at max");
  });

  it.each(breakages)("reports %s", (expected, change) => {
    expect(sourceProblems(broken(change), entry).join("\n")).toContain(expected);
  });

  it("reports a number with no source behind it in a caption", () => {
    const copy = broken((s) => {
      s.sources = [];
      s.visual = undefined;
      s.beats = s.beats.filter((beat) => !/\d/.test(beat.text));
      s.captions.linkedin = "Rents rose 40% here last year, and that changes the math on buying.";
    });
    expect(sourceProblems(copy, entry)).toContain("linkedin caption states a number with no source or [verify]");
  });

  it("reports a beat shared by two videos", () => {
    const other = videoSource.parse(readSource((plan[1] as PlanEntry).slug));
    const copy = broken((s) => setBeat(s, 3, (other.beats[0]?.text ?? "").toUpperCase()));
    expect(sharedLines([copy, other])).toHaveLength(1);
  });
});
