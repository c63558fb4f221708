// The button's and badge's `asChild`: the one child element gets their props, classes and ref.
import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./button.tsx";
import { mergeSlotProps } from "./slot.tsx";

describe("asChild", () => {
  it("draws the child element with the button's classes joined to its own, and no <button>", () => {
    const html = renderToStaticMarkup(
      <Button asChild variant="outline" size="sm">
        <a href="/purchase" className="extra">
          Buy
        </a>
      </Button>,
    );
    expect(html).toMatch(/^<a href="\/purchase" class="[^"]*border-line[^"]* extra"[^>]*data-slot="button">Buy<\/a>$/);
    expect(html).not.toContain("<button");
  });

  it("runs both click handlers, the child's first, and sets both refs", () => {
    const calls: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = vi.fn();
    const merged = mergeSlotProps(
      { onClick: () => calls.push("slot"), ref: slotRef, style: { color: "red" }, title: "slot" },
      { onClick: () => calls.push("child"), ref: childRef, style: { margin: 0 }, title: "child" },
    );
    (merged.onClick as () => void)();
    expect(calls).toEqual(["child", "slot"]);
    expect(merged.style).toEqual({ color: "red", margin: 0 });
    expect(merged.title).toBe("child");
    const node = {} as HTMLElement;
    (merged.ref as (n: HTMLElement | null) => void)(node);
    expect(slotRef.current).toBe(node);
    expect(childRef).toHaveBeenCalledWith(node);
  });
});
