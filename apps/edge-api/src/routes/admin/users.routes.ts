import {
  adminCreateUserInput,
  adminSetAccessLevelInput,
  adminSetPasswordInput,
  adminUpdateUserInput,
} from "@realty/contracts/admin";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { publicOrigin } from "../../lib/origin.ts";
import { valid } from "../../lib/validate.ts";
import { requireAdmin } from "../../middleware/session.ts";
import {
  createUser,
  deleteUser,
  getUserDetail,
  grantNoticeKey,
  listUsers,
  setAccessLevel,
  setUserPassword,
  toAdminUser,
  updateUser,
} from "../../services/admin/users.ts";
import { sendDueNotices } from "../../services/mail/notice-outbox.ts";
import { idParam } from "./admin-context.ts";

export const adminUsersRoutes = new Hono<AppEnv>()
  .get("/admin/users", async (c) => c.json(await listUsers(c.var.deps.db)))
  .get("/admin/users/:id", valid("param", idParam), async (c) => {
    const { db, now } = c.var.deps;
    return c.json(await getUserDetail(db, c.req.valid("param").id, now()));
  })
  .post("/admin/users", valid("json", adminCreateUserInput), async (c) => {
    const input = c.req.valid("json");
    // The account and its audit row are one batch (services/admin/audited.ts), as below.
    const user = await createUser(c.var.deps.db, input, c.var.deps.now(), requireAdmin(c));
    return c.json({ user: toAdminUser(user), message: "User created successfully" }, 201);
  })
  .put("/admin/users/:id", valid("param", idParam), valid("json", adminUpdateUserInput), async (c) => {
    const { id } = c.req.valid("param");
    const input = c.req.valid("json");
    const user = await updateUser(c.var.deps.db, id, input, c.var.deps.now(), requireAdmin(c));
    return c.json({ user: toAdminUser(user), message: "User updated successfully" });
  })
  .put("/admin/users/:id/password", valid("param", idParam), valid("json", adminSetPasswordInput), async (c) => {
    const { id } = c.req.valid("param");
    const actor = requireAdmin(c);
    const keepSessionId = actor.id === id ? c.var.session?.id : undefined;
    // The password, its audit row and the sign-outs are one batch (services/admin/users.ts).
    await setUserPassword(c.var.deps.db, id, c.req.valid("json").newPassword, { actor, now: c.var.deps.now(), keepSessionId });
    return c.json({ success: true, message: "Password updated successfully" });
  })
  .post("/admin/users/:id/set-access-level", valid("param", idParam), valid("json", adminSetAccessLevelInput), async (c) => {
    const { id } = c.req.valid("param");
    const { accessLevel } = c.req.valid("json");
    const now = c.var.deps.now();
    const user = await setAccessLevel(c.var.deps.db, id, accessLevel, now, requireAdmin(c));
    // A lowered level may have cancelled queued posts: the member is told now (the outbox retries).
    await sendDueNotices({ ...c.var.deps, origin: publicOrigin(c) }, [grantNoticeKey(id, now)]);
    return c.json({ user: toAdminUser(user), accessLevel: user.accessLevel, message: "Access level updated successfully" });
  })
  .delete("/admin/users/:id", valid("param", idParam), async (c) => {
    const { id } = c.req.valid("param");
    const { db, media, now } = c.var.deps;
    await deleteUser(db, id, { actor: requireAdmin(c), now: now(), media });
    return c.json({ success: true, message: "User deleted successfully" });
  });
