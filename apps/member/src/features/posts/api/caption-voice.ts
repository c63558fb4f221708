// The city, specialty and tone every post caption speaks in: the member's saved customization
// defaults (PUT /api/auth/preferences, the same ones the script customizer saves).
import { apiRequest } from "../../../lib/api-client.ts";

export interface CaptionVoice {
  location: string;
  specialty: string;
  personality: string;
}

/** Bumped when the voice changes, so captions fetched before are fetched again. */
let generation = 0;
export const captionsGeneration = () => generation;

export async function saveCaptionVoice(voice: CaptionVoice): Promise<void> {
  await apiRequest("PUT", "/api/auth/preferences", {
    defaultLocation: voice.location,
    defaultSpecialty: voice.specialty,
    defaultPersonality: voice.personality,
  });
  generation += 1;
}
