import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { lazyPart, loadDrawnParts, PartsDrawn } from "./lazy-part.tsx";

/** A module that, once loaded, declares a part of its own (as a page declares its tabs). */
function nestedModules(prefix: string) {
  const loads: string[] = [];
  const inner = async () => {
    loads.push("inner");
    return { Inner: () => <p>inner drawn</p> };
  };
  const outer = async () => {
    loads.push("outer");
    const Inner = lazyPart(`${prefix}/inner`, inner, (m) => m.Inner);
    return {
      default: () => (
        <section>
          <Inner />
        </section>
      ),
    };
  };
  const Outer = lazyPart(`${prefix}/outer`, outer, (m) => m.default);
  return { Outer, loads };
}

/** Drawn synchronously: a part that still has to load shows the fallback instead. */
function drawNow(element: React.ReactNode): string {
  return renderToString(<Suspense fallback={<i>loading</i>}>{element}</Suspense>);
}

describe("lazily loaded parts", () => {
  it("suspends before its code has loaded, like React's lazy", () => {
    const { Outer } = nestedModules("cold");
    expect(drawNow(<Outer />)).toContain("loading");
  });

  it("loads the parts a drawing names, those declared by the loaded ones too, then draws them at once", async () => {
    const { Outer, loads } = nestedModules("warm");
    await loadDrawnParts(["warm/outer", "warm/inner", "not/declared"]);
    expect(loads).toEqual(["outer", "inner"]);
    const html = drawNow(<Outer />);
    expect(html).toContain("inner drawn");
    expect(html).not.toContain("loading");
  });

  it("records the parts it draws for the server to name in the HTML", async () => {
    const { Outer } = nestedModules("recorded");
    await loadDrawnParts(["recorded/outer", "recorded/inner"]);
    const drawn = new Set<string>();
    drawNow(
      <PartsDrawn value={drawn}>
        <Outer />
      </PartsDrawn>,
    );
    expect([...drawn].sort()).toEqual(["recorded/inner", "recorded/outer"]);
  });

  it("refuses one name for two modules", () => {
    lazyPart(
      "twice",
      async () => ({ A: () => null }),
      (m) => m.A,
    );
    expect(() =>
      lazyPart(
        "twice",
        async () => ({ B: () => null }),
        (m) => m.B,
      ),
    ).toThrow(/Two modules are named "twice"/);
  });
});
