import type { Database } from "../db/types.ts";
import type { AppConfig } from "../lib/app-config.ts";
import type { AiPort } from "./ai.ts";
import type { ImageToPng } from "./image-convert.ts";
import type { MailPort } from "./mail.ts";
import type { MediaPort } from "./media.ts";
import type { MediaWorkPort } from "./media-work.ts";
import type { PaymentsPort } from "./payments.ts";
import type { PostImagePort } from "./post-images.ts";
import type { RenderInput, RenderPort } from "./render.ts";
import type { SocialPort } from "./social.ts";
import type { SpeechPort } from "./speech.ts";
import type { VoiceMixPort } from "./voice-mix.ts";

export interface AppDeps {
  db: Database;
  config: AppConfig;
  mail: MailPort;
  /** Media files: a folder on disk (Node) or the R2 bucket bound as MEDIA (Workers). */
  media: MediaPort;
  /** Card payments: Stripe when STRIPE_SECRET_KEY is set, otherwise the built-in test mode. */
  payments: PaymentsPort;
  /** Script customization: the built-in personalizer, or an OpenAI-compatible API. */
  ai: AiPort;
  /** AI voice-overs: an OpenAI-compatible audio/speech endpoint, or none without an AI key. */
  speech?: SpeechPort;
  /** Lays a voice track under a finished video (ffmpeg) on Node; absent on Workers (the render service does it). */
  voiceMix?: VoiceMixPort;
  /** Facebook, LinkedIn and X providers (or the sandbox) for the social hub. */
  social: SocialPort;
  /** Video encoding (ffmpeg) on Node; absent on Workers, which serve renders made ahead. */
  render?: RenderPort;
  /** The library's video sources by render key (Node reads content/), for renders in a member's brand. */
  renderInput?: (renderKey: string) => RenderInput | null;
  /** Post images (canvas) on Node; absent on Workers, which serve images rendered ahead. */
  postImages?: PostImagePort;
  /** Image re-encoding and PDFs on worker threads with a time limit (Node); absent on Workers. */
  mediaWork?: MediaWorkPort;
  /** PNG from any uploaded image where mediaWork is absent (the Worker's Images binding). */
  imageToPng?: ImageToPng;
  /** The current time; tests pass a controllable clock. */
  now: () => Date;
  /** The client's address as the runtime sees it (before any proxy header). */
  clientAddress?: (raw: Request, env: unknown) => string | undefined;
}
