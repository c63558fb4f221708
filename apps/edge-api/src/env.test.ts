import { describe, expect, it } from "vitest";
import { readEnv } from "./env.ts";

describe("readEnv: MEDIA_RENDER", () => {
  it("defaults to on", () => {
    expect(readEnv({}).MEDIA_RENDER).toBe("on");
  });

  it("accepts off", () => {
    expect(readEnv({ MEDIA_RENDER: "off" }).MEDIA_RENDER).toBe("off");
  });

  it("refuses anything else with a readable message", () => {
    expect(() => readEnv({ MEDIA_RENDER: "no" })).toThrow(/MEDIA_RENDER must be "on" or "off"/);
  });
});
