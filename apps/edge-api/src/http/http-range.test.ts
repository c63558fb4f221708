import { describe, expect, it } from "vitest";
import type { MediaInfo } from "../ports/media.ts";
import { isNotModified, parseRange, rangeStillValid } from "./http-range.ts";

describe("parseRange", () => {
  it.each([
    [undefined, 1000, { kind: "full" }],
    ["bytes=0-99", 1000, { kind: "partial", offset: 0, length: 100 }],
    ["bytes=0-", 1000, { kind: "partial", offset: 0, length: 1000 }],
    ["bytes=500-", 1000, { kind: "partial", offset: 500, length: 500 }],
    ["bytes=900-5000", 1000, { kind: "partial", offset: 900, length: 100 }],
    ["bytes=999-999", 1000, { kind: "partial", offset: 999, length: 1 }],
    ["bytes=-100", 1000, { kind: "partial", offset: 900, length: 100 }],
    ["bytes=-5000", 1000, { kind: "partial", offset: 0, length: 1000 }],
    ["BYTES = 10 - 19", 1000, { kind: "partial", offset: 10, length: 10 }],
    ["bytes=1000-", 1000, { kind: "unsatisfiable" }],
    ["bytes=1000-2000", 1000, { kind: "unsatisfiable" }],
    ["bytes=-0", 1000, { kind: "unsatisfiable" }],
    ["bytes=-10", 0, { kind: "unsatisfiable" }],
    ["bytes=0-", 0, { kind: "unsatisfiable" }],
    // Ignored (whole file): reversed, several ranges, other units, nonsense.
    ["bytes=50-10", 1000, { kind: "full" }],
    ["bytes=0-9,20-29", 1000, { kind: "full" }],
    ["items=0-9", 1000, { kind: "full" }],
    ["bytes=-", 1000, { kind: "full" }],
    ["bytes=abc", 1000, { kind: "full" }],
  ] as const)("%s of %i bytes", (header, size, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });
});

const info: MediaInfo = {
  key: "videos/a.mp4",
  size: 10,
  contentType: "video/mp4",
  etag: '"abc-1"',
  lastModified: new Date("2026-01-15T12:00:00.750Z"),
};

describe("conditional requests", () => {
  it("matches If-None-Match weakly, including lists and *", () => {
    expect(isNotModified({ ifNoneMatch: '"abc-1"' }, info)).toBe(true);
    expect(isNotModified({ ifNoneMatch: 'W/"abc-1"' }, info)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"x", "abc-1"' }, info)).toBe(true);
    expect(isNotModified({ ifNoneMatch: "*" }, info)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"other"' }, info)).toBe(false);
  });

  it("uses If-Modified-Since only without If-None-Match, at whole seconds", () => {
    expect(isNotModified({ ifModifiedSince: "Thu, 15 Jan 2026 12:00:00 GMT" }, info)).toBe(true);
    expect(isNotModified({ ifModifiedSince: "Thu, 15 Jan 2026 11:59:59 GMT" }, info)).toBe(false);
    expect(isNotModified({ ifNoneMatch: '"other"', ifModifiedSince: "Thu, 15 Jan 2026 12:00:00 GMT" }, info)).toBe(false);
    expect(isNotModified({ ifModifiedSince: "not a date" }, info)).toBe(false);
  });

  it("honours If-Range only for the current strong ETag or exact date", () => {
    expect(rangeStillValid(undefined, info)).toBe(true);
    expect(rangeStillValid('"abc-1"', info)).toBe(true);
    expect(rangeStillValid('W/"abc-1"', info)).toBe(false);
    expect(rangeStillValid('"old"', info)).toBe(false);
    expect(rangeStillValid("Thu, 15 Jan 2026 12:00:00 GMT", info)).toBe(true);
    expect(rangeStillValid("Thu, 15 Jan 2026 12:00:01 GMT", info)).toBe(false);
  });
});
