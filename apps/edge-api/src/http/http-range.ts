// HTTP range and conditional requests for media (RFC 9110 §13, §14). One range per request:
// players ask for one; a multi-range request is answered with the whole file, which §14.2 allows.
import type { MediaInfo } from "../ports/media.ts";

export type RangeResult = { kind: "full" } | { kind: "partial"; offset: number; length: number } | { kind: "unsatisfiable" };

const FULL: RangeResult = { kind: "full" };
const UNSATISFIABLE: RangeResult = { kind: "unsatisfiable" };
const SINGLE = /^bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i;

export function parseRange(header: string | undefined, size: number): RangeResult {
  if (!header) return FULL;
  const match = SINGLE.exec(header.trim());
  // Other units, several ranges or a malformed header: ignore it and send the whole file.
  if (!match) return FULL;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return FULL;
  if (first === "") {
    // Suffix range: the last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return UNSATISFIABLE;
    const length = Math.min(suffix, size);
    return { kind: "partial", offset: size - length, length };
  }
  const start = Number(first);
  if (last !== "" && Number(last) < start) return FULL; // invalid range-spec: ignored (§14.1.1)
  if (start >= size) return UNSATISFIABLE;
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: "partial", offset: start, length: end - start + 1 };
}

function stripWeak(tag: string): string {
  return tag.trim().replace(/^W\//, "");
}

/** HTTP dates carry whole seconds. */
function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** If-None-Match (weak comparison), else If-Modified-Since: may the client use its copy? */
export function isNotModified(headers: { ifNoneMatch?: string; ifModifiedSince?: string }, info: MediaInfo): boolean {
  if (headers.ifNoneMatch) {
    const tags = headers.ifNoneMatch.split(",").map(stripWeak);
    return tags.includes("*") || tags.includes(stripWeak(info.etag));
  }
  if (headers.ifModifiedSince) {
    const since = Date.parse(headers.ifModifiedSince);
    return !Number.isNaN(since) && seconds(info.lastModified) <= Math.floor(since / 1000);
  }
  return false;
}

/** If-Range: the range applies only while the client's copy is current (strong ETag or exact date). */
export function rangeStillValid(ifRange: string | undefined, info: MediaInfo): boolean {
  if (!ifRange) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === info.etag && !value.startsWith("W/");
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(date / 1000) === seconds(info.lastModified);
}
