// The 52 video sources against the editorial checks in video-source-checks.ts, and proof that each
// check fails on a broken copy of a good source.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { VideoSource } from "@realty/library/video-source";
import { videoSource } from "@realty/library/video-source";
import { describe, expect, it } from "vitest";
import type { PlanEntry } from "../../tools/content-checks/video-source-checks.ts";
import { sharedLines, sourceProblems } from "../../tools/content-checks/video-source-checks.ts";

const plan: PlanEntry[] = JSON.parse(readFileSync(join(import.meta.dirname, "videos.json"), "utf8"));
const sourceDir = join(import.meta.dirname, "sources");

function readSource(slug: string): unknown {
  return JSON.parse(readFileSync(join(sourceDir, `${slug}.json`), "utf8"));
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

  it("reports a missing or disordered short cut, one naming a missing beat, and one that drops the chart's beat", () => {
    const withShortBeats = (beats: number[]) =>
      sourceProblems(
        broken((copy) => {
          if (copy.short) copy.short.beats = beats;
        }),
        entry,
      ).join("\n");
    const noShort = broken((copy) => {
      delete copy.short;
    });
    expect(sourceProblems(noShort, entry)).toContain("no short cut");
    expect(withShortBeats([2, 1, 3])).toContain("not in order");
    expect(withShortBeats([0, 1, 40])).toContain("does not exist");
    const chartBeat = good.visual?.afterBeat ?? 0;
    const withoutChartBeat = [0, 1, 2, 3, 4, 5].filter((i) => i !== chartBeat).slice(0, 4);
    expect(withShortBeats(withoutChartBeat)).toContain("leaves out the chart's beat");
  });

  it("reports a beat shared by two videos", () => {
    const other = videoSource.parse(readSource((plan[1] as PlanEntry).slug));
    const copy = broken((s) => setBeat(s, 3, (other.beats[0]?.text ?? "").toUpperCase()));
    expect(sharedLines([copy, other])).toHaveLength(1);
  });
});
