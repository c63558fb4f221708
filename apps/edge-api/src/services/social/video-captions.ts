// A library video's hand-written network captions, personalized the way a script's kit captions are
// (the member's city for "our area", their sign-off, the city hashtag), passed through the same
// output guard and kept within each network's limit.
import type { ComposeVersion } from "@realty/contracts/social";
import { NETWORK_LIMITS, networkLength } from "@realty/contracts/social-constants";
import type { Platform } from "@realty/library/taxonomy";
import type { VideoPostCaptions } from "@realty/library/video-source";
import { readRequest } from "@realty/personalizer/compose-context";
import { authoredCaptions, hashtags } from "@realty/personalizer/kit-extras";
import { spokenCity } from "@realty/personalizer/place";
import { checkOutput } from "../ai/guard/check-output.ts";
import { repairOutput } from "../ai/guard/repair-output.ts";

/** The member's saved defaults: what the customize dialog would be filled with. */
export interface CaptionInputs {
  location?: string | null;
  specialty?: string | null;
  personality?: string | null;
}

export interface VideoCaptionInput {
  title: string;
  category: string;
  post: VideoPostCaptions;
}

/** The personalized caption, or the hand-written one when the personalized one would be refused. */
function within(platform: Platform, personalized: string, written: string): string {
  const fits = (text: string) => networkLength(platform, text) <= NETWORK_LIMITS[platform].maxChars;
  return fits(personalized) ? personalized : written;
}

/** Each caption checked against its hand-written original: only the city and the sign-off may be new. */
function guarded(written: string, personalized: string, location: string): string {
  const problems = checkOutput({
    original: written,
    output: personalized,
    placeWords: location ? [location, spokenCity(location)] : [],
    allowedFigures: location.match(/\d+/g) ?? [],
  });
  return problems.length === 0 ? personalized : repairOutput(personalized, problems);
}

/** The composer's "Post captions" version of a video: Facebook's caption, LinkedIn's and X's as variants. */
export function videoCaptionVersion(video: VideoCaptionInput, inputs: CaptionInputs): ComposeVersion {
  const written = video.post.captions;
  const ctx = readRequest({
    title: video.title,
    content: written.facebook,
    category: video.category,
    location: inputs.location ?? undefined,
    specialty: inputs.specialty ?? undefined,
    personality: inputs.personality ?? undefined,
  });
  const tags = hashtags(ctx.city, ctx.specialty, ctx.family, video.post.hashtags);
  const personal = authoredCaptions(written, { city: ctx.city, signOff: ctx.identityLine, tags });
  const location = inputs.location ?? "";
  return {
    label: "Post captions",
    content: within("facebook", guarded(written.facebook, personal.facebook, location), written.facebook),
    variants: {
      linkedin: within("linkedin", guarded(written.linkedin, personal.linkedin, location), written.linkedin),
      twitter: within("twitter", guarded(written.x, personal.x, location), written.x),
    },
  };
}
