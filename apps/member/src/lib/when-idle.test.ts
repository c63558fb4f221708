// Where the browser has no requestIdleCallback (Safari, and Node here), idle work still runs, and
// a cancel before it runs stops it.
import { describe, expect, it, vi } from "vitest";
import { idleAfter, whenIdle } from "./when-idle.ts";

describe("whenIdle without requestIdleCallback", () => {
  it("runs the work on a later task, and not once cancelled", async () => {
    expect("requestIdleCallback" in globalThis).toBe(false);
    const ran = vi.fn();
    whenIdle(ran, 1000);
    expect(ran).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(ran).toHaveBeenCalledOnce());
    const cancelled = vi.fn();
    whenIdle(cancelled, 1000)();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(cancelled).not.toHaveBeenCalled();
  });

  it("idleAfter waits its delay first, and its cancel holds before and after the delay", async () => {
    vi.useFakeTimers();
    try {
      const ran = vi.fn();
      idleAfter(3000, ran);
      vi.advanceTimersByTime(2999);
      expect(ran).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      vi.runOnlyPendingTimers();
      expect(ran).toHaveBeenCalledOnce();
      const early = vi.fn();
      idleAfter(3000, early)();
      const late = vi.fn();
      const cancelLate = idleAfter(3000, late);
      vi.advanceTimersByTime(3000);
      cancelLate();
      vi.runAllTimers();
      expect(early).not.toHaveBeenCalled();
      expect(late).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
