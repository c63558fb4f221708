// What a service may touch, named once. Each service function takes the narrowest of these that
// covers what it (and what it calls) uses, so its signature says which ports it reaches and a test
// can build it from `{ db, now, log }` plus the one port it needs. Routes pass `c.var.deps`, which
// is the process's ports plus this request's logger (app.ts).

import type { Log } from "../lib/log.ts";
import type { AppDeps } from "../ports/app-deps.ts";

/** The database, the clock and the logger of the request (or scheduler run) being served. */
export type DbDeps = Pick<AppDeps, "db" | "now"> & { log: Log };
/** Plus the settings: the public origin of links and the secret that seals tokens and signs links. */
export type ConfigDeps = DbDeps & Pick<AppDeps, "config">;
/** Plus the media store. */
export type MediaDeps = DbDeps & Pick<AppDeps, "media">;
/** Plus the social networks' providers. */
export type SocialDeps = DbDeps & Pick<AppDeps, "social">;
/** Plus outgoing mail (links need the config). */
export type MailDeps = ConfigDeps & Pick<AppDeps, "mail">;
