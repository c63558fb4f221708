import { describe, expect, it } from "vitest";
import { medianOf, show } from "./lighthouse-runs.ts";

describe("the Lighthouse sections' figures", () => {
  it("take each figure's median over the runs that produced it, n/a where none did", () => {
    const runs = [
      { performance: 90, lcpMs: 1200 },
      { performance: 100, lcpMs: null },
      { performance: 95, lcpMs: 1400 },
    ];
    expect(medianOf(runs)).toEqual({ performance: 95, lcpMs: 1300 });
    const none = medianOf([{ performance: null }]);
    expect(none).toEqual({ performance: null });
    expect(show(none.performance)).toBe("n/a");
    expect(show(1300, " ms")).toBe("1300 ms");
  });
});
