// The managed queue, notices, preferences and the 52-week calendar. Mounted under the
// social routes' signed-in guard.
import {
  HUB_PLATFORMS,
  hubEditInput,
  hubRetryInput,
  NETWORK_LIMITS,
  type NetworkConfiguration,
  PLATFORM_NAMES,
  scheduleWeekInput,
  socialPreferencesInput,
} from "@realty/contracts/social";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { requireAdmin, requireUser } from "../../middleware/session.ts";
import { calendarFor } from "../../services/social/calendar.ts";
import { composeSource } from "../../services/social/compose-source.ts";
import { markFailuresSeen, socialNotices } from "../../services/social/notices.ts";
import { loadPreferences, presentPreferences, rotateIcsToken, updatePreferences } from "../../services/social/preferences.ts";
import { cancelScheduledPost, deleteHubPost, editScheduledPost, retryFailedPost } from "../../services/social/queue.ts";
import { scheduleWeek } from "../../services/social/schedule-week.ts";

const postParam = z.object({
  id: z.coerce.number("Post not found").int("Post not found").positive("Post not found").max(2_147_483_647, "Post not found"),
});

const sourceQuery = z.object({
  kind: z.enum(["script", "post", "video"], "kind must be script, post or video."),
  id: z.coerce.number("Unknown item").int("Unknown item").positive("Unknown item").max(2_147_483_647, "Unknown item"),
});

export const queueRoutes = new Hono<AppEnv>()
  .put("/social/posts/:id", valid("param", postParam), valid("json", hubEditInput), async (c) => {
    const user = requireUser(c);
    await editScheduledPost(c.var.deps, user.id, c.req.valid("param").id, c.req.valid("json"));
    return c.json({ success: true });
  })
  .post("/social/posts/:id/cancel", valid("param", postParam), async (c) => {
    const user = requireUser(c);
    await cancelScheduledPost(c.var.deps, user.id, c.req.valid("param").id);
    return c.json({ success: true });
  })
  .post("/social/posts/:id/retry", valid("param", postParam), valid("json", hubRetryInput), async (c) => {
    const user = requireUser(c);
    return c.json(await retryFailedPost(c.var.deps, user.id, c.req.valid("param").id, c.req.valid("json")));
  })
  .delete("/social/posts/:id", valid("param", postParam), async (c) => {
    const user = requireUser(c);
    await deleteHubPost(c.var.deps, user.id, c.req.valid("param").id);
    return c.json({ success: true });
  })
  .get("/social/notices", async (c) => {
    const user = requireUser(c);
    return c.json(await socialNotices(c.var.deps, user.id));
  })
  .post("/social/notices/seen", async (c) => {
    const user = requireUser(c);
    await markFailuresSeen(c.var.deps, user.id);
    return c.json(await socialNotices(c.var.deps, user.id));
  })
  .get("/social/preferences", async (c) => {
    const user = requireUser(c);
    return c.json(presentPreferences(c.var.deps, await loadPreferences(c.var.deps, user.id)));
  })
  .put("/social/preferences", valid("json", socialPreferencesInput), async (c) => {
    const user = requireUser(c);
    return c.json(await updatePreferences(c.var.deps, user.id, c.req.valid("json")));
  })
  .post("/social/calendar-feed", async (c) => {
    const user = requireUser(c);
    return c.json(await rotateIcsToken(c.var.deps, user.id));
  })
  .delete("/social/calendar-feed", async (c) => {
    const user = requireUser(c);
    return c.json(await rotateIcsToken(c.var.deps, user.id, true));
  })
  .get("/social/calendar", async (c) => {
    const user = requireUser(c);
    return c.json(await calendarFor(c.var.deps, user.id));
  })
  .post("/social/calendar/schedule-week", valid("json", scheduleWeekInput), async (c) => {
    const user = requireUser(c);
    const { week, platforms } = c.req.valid("json");
    return c.json(await scheduleWeek(c.var.deps, user.id, week, platforms));
  })
  .get("/social/compose-source", valid("query", sourceQuery), async (c) => {
    const user = requireUser(c);
    const { kind, id } = c.req.valid("query");
    return c.json(await composeSource(c.var.deps, user.id, kind, id));
  })
  .get("/social/limits", (c) => c.json(NETWORK_LIMITS))
  // Admin Settings: which networks post for real, which run on the sandbox, what is missing.
  .get("/social/networks", (c) => {
    requireAdmin(c);
    const social = c.var.deps.social;
    const networks: NetworkConfiguration[] = HUB_PLATFORMS.map((platform) => {
      const mode = social.provider(platform)?.mode ?? "unavailable";
      return {
        platform,
        name: PLATFORM_NAMES[platform],
        mode,
        missing: mode === "live" ? [] : social.requiredVariables(platform),
        redirectUrl: `${publicOrigin(c)}/api/auth/${platform}/callback`,
      };
    });
    return c.json(networks);
  });
