import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "./cn.ts";

describe("cn", () => {
  it("lets a later class override an earlier one of the same kind", () => {
    expect(cn("h-10 px-4 py-2 bg-brand-600 text-white rounded-lg", "h-12 px-6 bg-accent-600 rounded-xl")).toBe(
      "py-2 text-white h-12 px-6 bg-accent-600 rounded-xl",
    );
    expect(cn("w-full max-w-lg", "max-w-2xl")).toBe("w-full max-w-2xl");
    expect(cn("flex", "hidden")).toBe("hidden");
    expect(cn("md:max-w-[420px]", "md:max-w-sm")).toBe("md:max-w-sm");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
  });

  it("keeps classes of different kinds that share a prefix", () => {
    expect(cn("text-sm text-ink", "text-center")).toBe("text-sm text-ink text-center");
    expect(cn("border border-line", "border-danger")).toBe("border border-danger");
    expect(cn("font-semibold font-sans")).toBe("font-semibold font-sans");
    expect(cn("bg-gradient-to-br bg-white")).toBe("bg-gradient-to-br bg-white");
    expect(cn("ring-3 ring-brand-500/40")).toBe("ring-3 ring-brand-500/40");
  });

  it("keeps modifiers apart and never drops a class it does not know", () => {
    expect(cn("hover:bg-brand-700 bg-brand-600")).toBe("hover:bg-brand-700 bg-brand-600");
    expect(cn("animate-pulse", "[&_svg]:size-4", "data-[state=open]:animate-fade-in")).toBe(
      "animate-pulse [&_svg]:size-4 data-[state=open]:animate-fade-in",
    );
    expect(cn("a", false, null, undefined, ["b", { c: true, d: false }])).toBe("a b c");
  });

  it("agrees with tailwind-merge's full config on the overrides our components rely on", () => {
    const cases = [
      "inline-flex h-10 px-4 text-sm font-semibold w-full",
      "rounded-(--radius-card) border border-line bg-white py-6 max-w-md",
      "fixed top-0 z-[100] flex w-full flex-col-reverse p-4 sm:top-auto sm:right-0 md:max-w-[420px] top-4",
      "grid gap-2 gap-4 text-muted text-ink",
    ];
    for (const classes of cases) expect(cn(classes)).toBe(twMerge(classes));
  });
});
