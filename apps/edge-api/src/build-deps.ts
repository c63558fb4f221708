// The one composition of the app's ports for both entries (node.ts, worker-deps.ts): what
// "production" means, which adapter each setting selects and the config every route reads are
// decided here once; each runtime brings only what it alone has (its database, media store,
// secret, origin, proxy trust, client address and, on Node, the renderers).
import { aiFromEnv } from "./adapters/ai/from-env.ts";
import { speechFromEnv } from "./adapters/ai/speech-from-env.ts";
import { mailFromEnv } from "./adapters/mail/from-env.ts";
import { paymentsFromEnv } from "./adapters/payments/from-env.ts";
import { createSocialPort, socialSettingsFromEnv } from "./adapters/social/social-port.ts";
import type { Database } from "./db/types.ts";
import { type Env, isProduction, type Runtime } from "./env.ts";
import { scaledRateLimits } from "./lib/app-config.ts";
import type { AppDeps } from "./ports/app-deps.ts";
import type { MediaPort } from "./ports/media.ts";

export interface RuntimeParts {
  name: Runtime;
  db: Database;
  media: MediaPort;
  appSecret: string;
  /** Where links point when PUBLIC_URL is unset (development only: production requires it). */
  defaultOrigin: string;
  trustedProxyHops: number;
  clientAddress: AppDeps["clientAddress"];
  render?: AppDeps["render"];
  renderInput?: AppDeps["renderInput"];
  voiceMix?: AppDeps["voiceMix"];
  postImages?: AppDeps["postImages"];
  mediaWork?: AppDeps["mediaWork"];
  imageToPng?: AppDeps["imageToPng"];
}

export function buildDeps(env: Env, runtime: RuntimeParts): AppDeps {
  const production = isProduction(env, runtime.name);
  const { db } = runtime;
  return {
    db,
    mail: mailFromEnv(env, db, production),
    media: runtime.media,
    payments: paymentsFromEnv(env, db, production),
    ai: aiFromEnv(env),
    speech: speechFromEnv(env),
    social: createSocialPort(socialSettingsFromEnv(env, () => new Date(), production)),
    ...(runtime.render ? { render: runtime.render } : {}),
    ...(runtime.renderInput ? { renderInput: runtime.renderInput } : {}),
    ...(runtime.voiceMix ? { voiceMix: runtime.voiceMix } : {}),
    ...(runtime.postImages ? { postImages: runtime.postImages } : {}),
    ...(runtime.mediaWork ? { mediaWork: runtime.mediaWork } : {}),
    ...(runtime.imageToPng ? { imageToPng: runtime.imageToPng } : {}),
    now: () => new Date(),
    config: {
      production,
      // Links in e-mails and share pages: never the request's Host header.
      publicUrl: env.PUBLIC_URL ?? runtime.defaultOrigin,
      appSecret: runtime.appSecret,
      trustedProxyHops: runtime.trustedProxyHops,
      unsafeStagingOutbox: production && env.UNSAFE_STAGING_OUTBOX,
      ...(env.RENDER_SERVICE_TOKEN ? { renderServiceToken: env.RENDER_SERVICE_TOKEN } : {}),
      rateLimits: scaledRateLimits(env.RATE_LIMIT_MULTIPLIER),
    },
    clientAddress: runtime.clientAddress,
  };
}
