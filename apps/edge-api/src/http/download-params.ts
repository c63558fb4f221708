// The query choices of a video's files and downloads, read the same way by every route that takes them.
import type { VideoCut } from "@realty/contracts/library";
import { RENDITION_NAMES, type RenditionName } from "@realty/media/render-port";
import type { Context } from "hono";
import { AppError } from "../lib/errors.ts";
import { CAPTIONS_PARAM_INVALID, MUSIC_PARAM_INVALID } from "./download-answers.ts";

export const CUT_PARAM_INVALID = 'cut must be "full" or "short".';

/** `?cut=full|short`: which cut of a video a request is about (the full video when absent). */
export function cutParam(c: Context): VideoCut {
  const value = c.req.query("cut") ?? "full";
  if (value !== "full" && value !== "short") throw new AppError("BAD_REQUEST", CUT_PARAM_INVALID);
  return value;
}

/** `?music=off`: the member's "no music" download (they add their own sound in the app). */
export function musicParam(c: Context): boolean {
  const value = c.req.query("music");
  if (value === undefined || value === "on") return true;
  if (value === "off") return false;
  throw new AppError("BAD_REQUEST", MUSIC_PARAM_INVALID);
}

/** `?captions=on`: the captions burned into the pictures. */
export function captionsParam(c: Context): boolean {
  const value = c.req.query("captions");
  if (value === undefined || value === "off") return false;
  if (value === "on") return true;
  throw new AppError("BAD_REQUEST", CAPTIONS_PARAM_INVALID);
}

/**
 * A rendition's path segment: a plain word in Hono's pattern, checked in the handler (an alternation
 * inside a param pattern is not grouped and would match any path that merely starts with ".../portrait").
 */
export const RENDITION = ":rendition{[a-z-]{1,16}}";

/** The rendition a path names; 404 for any other word. */
export function renditionParam(c: Context): RenditionName {
  const name = RENDITION_NAMES.find((n) => n === c.req.param("rendition"));
  if (!name) throw new AppError("NOT_FOUND", "File not found");
  return name;
}
