import { describe, expect, it } from "vitest";
import { requestLog } from "./log.ts";

describe("requestLog", () => {
  it("prefixes every line with the request id and passes the error on", () => {
    const lines: unknown[][] = [];
    const sink = {
      error: (...args: unknown[]) => lines.push(["error", ...args]),
      log: (...args: unknown[]) => lines.push(["log", ...args]),
    };
    const log = requestLog("req-7", sink);
    const failure = new Error("smtp down");
    log.error("receipt e-mail failed", failure);
    log.error("order not fulfilled");
    log.info("started");
    expect(lines).toEqual([
      ["error", "[req-7] receipt e-mail failed", failure],
      ["error", "[req-7] order not fulfilled"],
      ["log", "[req-7] started"],
    ]);
  });
});
