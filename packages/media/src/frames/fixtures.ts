// Two short sources for tests, so the renderer is tested without the library's files.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { videoSource } from "@realty/library/video-source";
import type { RenderInput } from "./scene.ts";

function load(file: string, title: string): RenderInput {
  const source = videoSource.parse(JSON.parse(readFileSync(join(import.meta.dirname, "fixtures", file), "utf8")));
  return { slug: source.slug, title, source };
}

export const fixtureBars = (): RenderInput => load("short-bars.json", "Rent or Own");
export const fixtureGauge = (): RenderInput => load("short-gauge.json", "Months of Supply");
