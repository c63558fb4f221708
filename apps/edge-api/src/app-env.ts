import type { Session, User } from "./db/types.ts";
import type { Log } from "./lib/log.ts";
import type { ReadCache, ReadCacheEffect } from "./lib/read-cache.ts";
import type { AppDeps } from "./ports/app-deps.ts";

/**
 * The ports of the process plus this request's logger: what routes hand to services
 * (services/service-deps.ts). One object per request, so a service logs under the request's id.
 */
export type RequestDeps = AppDeps & { log: Log };

/** Hono's environment for every route: the injected ports and the signed-in user, if any. */
export interface AppEnv {
  Variables: {
    deps: RequestDeps;
    requestId: string;
    /** This request's logger (lib/log.ts): routes hand it to the services they call. */
    log: Log;
    user: User | null;
    session: Session | null;
    /** Present when the entry enables it (Node, Workers); tests read the database every time. */
    readCache: ReadCache | null;
    /** Declared by the route (middleware/read-cache-effect.ts); unset, the method decides. */
    readCacheEffect?: ReadCacheEffect;
  };
}
