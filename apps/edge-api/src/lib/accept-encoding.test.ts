import { describe, expect, it } from "vitest";
import { acceptsGzip } from "./accept-encoding.ts";

describe("acceptsGzip", () => {
  it("reads Accept-Encoding's q values", () => {
    expect(acceptsGzip("gzip")).toBe(true);
    expect(acceptsGzip("br, GZIP;q=0.5")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("gzip; q=0.000")).toBe(false);
    expect(acceptsGzip("x-gzip, br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});
