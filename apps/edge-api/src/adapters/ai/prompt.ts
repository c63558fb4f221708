// The instructions sent to an OpenAI-compatible model. The rules mirror the library's writing
// rules (content/README.md): keep the structure and length, invent nothing, stay fair-housing safe.
import type { PersonalizeRequest } from "../../ports/ai.ts";

export const SYSTEM_PROMPT = [
  "You personalize short social-media video scripts for a real estate agent.",
  "Each script has three parts separated by blank lines: a hook, a body and a call to action. Keep all three, in that order, separated by blank lines.",
  "Keep the length within about 15% of the original and keep every point the body makes.",
  "Where the script says 'our area', 'our market', 'here in our market' or 'our neighborhood', use the agent's location instead.",
  "Write in the first person as the agent, in the requested tone, speaking to the clients of the requested specialty.",
  "Never invent numbers, prices, rates, statistics, testimonials, awards, guarantees or claims about the agent that are not in the original script or the inputs. Keep figures from the original exactly as written.",
  "Describe homes and places, never who should live there (fair housing).",
  "Answer with the script text only: no title, no labels, no quotation marks, no markdown.",
].join("\n");

/** The user message: the script and only the inputs the agent filled in. */
export function userPrompt(request: PersonalizeRequest): string {
  const inputs = [
    request.location ? `Location: ${request.location}` : "Location: (not given; keep the place phrases as they are)",
    request.specialty ? `Specialty: ${request.specialty}` : "Specialty: (not given)",
    request.personality ? `Tone: ${request.personality}` : "Tone: (not given; keep the original tone)",
  ];
  return [`Title: ${request.title}`, ...inputs, "", "Script:", request.content.replace(/\\n/g, "\n")].join("\n");
}

/** Strips what models add despite instructions: code fences and wrapping quotes. */
export function cleanAnswer(text: string): string {
  return text
    .trim()
    .replace(/^```[a-z]*\n([\s\S]*?)\n```$/i, "$1")
    .replace(/^"([\s\S]*)"$/, "$1")
    .trim();
}
