// The two cuts of a source: the short cut opens on its own hook at once and plays the chosen beats.
import { describe, expect, it } from "vitest";
import { FPS } from "./constants.ts";
import { settleFrames } from "./draw-scenes.ts";
import { fixtureBars, fixtureGauge } from "./fixtures.ts";
import { buildTimeline } from "./timeline.ts";

describe("buildTimeline", () => {
  it("opens the short cut on its hook, fully on screen within the first second", () => {
    const { source } = fixtureBars();
    const [hook] = buildTimeline(source, FPS, "short").segments;
    expect(hook).toMatchObject({ kind: "hook", text: source.short?.hook, start: 0 });
    expect(settleFrames({ type: "hook" }, hook?.kind === "hook" ? hook.text : "")).toBeLessThanOrEqual(FPS);
  });

  it("plays the short cut's beats in order, numbered within the cut, with the chart after its beat", () => {
    const { source } = fixtureBars();
    const kinds = buildTimeline(source, FPS, "short").segments.map((s) =>
      s.kind === "beat" ? `beat ${s.sourceIndex} (${s.index + 1}/${s.count})` : s.kind,
    );
    expect(kinds).toEqual(["hook", "beat 0 (1/4)", "beat 1 (2/4)", "beat 2 (3/4)", "visual", "beat 4 (4/4)", "cta"]);
  });

  it("leaves the chart out of a short cut that skips its beat, and falls back to the first four beats", () => {
    const { source } = fixtureGauge();
    const withoutShort = { ...source, short: undefined };
    const beats = buildTimeline(withoutShort, FPS, "short").segments.filter((s) => s.kind === "beat");
    expect(beats.map((s) => (s.kind === "beat" ? s.sourceIndex : -1))).toEqual([0, 1, 2, 3]);
    const afterBeat = source.visual?.afterBeat ?? 0;
    const skipping = {
      ...source,
      short: { hook: "A short hook", beats: [0, 1, 2, 3, 4].filter((i) => i !== afterBeat).slice(0, 3) },
    };
    expect(buildTimeline(skipping, FPS, "short").segments.some((s) => s.kind === "visual")).toBe(false);
  });
});
