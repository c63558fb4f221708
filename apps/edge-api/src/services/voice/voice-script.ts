// The script a voice-over reads by default: the video's own lines as its caption track holds them
// (hook, beats, chart titles, call to action: the short cut's lines once it has one), ending with the
// member's sign-off from their saved city and specialty, as the personalizer signs off a short cut.
// Read from the stored captions, so it works on both runtimes and follows whatever the renderer draws.

import { readRequest } from "@realty/personalizer/compose-context";
import { readMediaBytes } from "../../lib/media-bytes.ts";
import type { MediaPort } from "../../ports/media.ts";

/** The text of each cue of a WebVTT track, without the source lines under a chart. */
export function spokenLines(vtt: string): string[] {
  return vtt
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .filter((block) => block.includes("-->"))
    .map((block) =>
      block
        .split("\n")
        .slice(block.split("\n").findIndex((l) => l.includes("-->")) + 1)
        .filter((line) => !/^Source:/i.test(line.trim()))
        .join(" ")
        // A note for the agent to check a figure is never read aloud.
        .replace(/\s*\[verify[^\]]*\]/gi, "")
        .replace(/&lt;/g, "<")
        .replace(/&amp;/g, "&")
        .trim(),
    )
    .filter(Boolean);
}

export interface ScriptOwner {
  defaultLocation: string | null;
  defaultSpecialty: string | null;
  defaultPersonality: string | null;
}

export async function defaultVoiceScript(
  media: MediaPort,
  captionsKey: string | null,
  video: { title: string; category: string },
  owner: ScriptOwner,
): Promise<string> {
  const vtt = await readMediaBytes(media, captionsKey);
  const lines = vtt ? spokenLines(new TextDecoder().decode(vtt)) : [video.title];
  const ctx = readRequest({
    title: video.title,
    content: lines.join(" "),
    category: video.category,
    location: owner.defaultLocation ?? undefined,
    specialty: owner.defaultSpecialty ?? undefined,
    personality: owner.defaultPersonality ?? undefined,
  });
  return [...lines, ctx.identityLine].filter(Boolean).join("\n");
}
