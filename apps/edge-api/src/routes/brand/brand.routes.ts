// The member's brand profile: GET/PUT /api/user/brand, the photo upload, and the photo itself.
import { BRAND_PHOTO_MISSING, brandProfileInput } from "@realty/contracts/brand-profile";
import { Hono } from "hono";
import type { AppEnv } from "../../app-env.ts";
import { serveMedia } from "../../http/serve-media.ts";
import { AppError } from "../../lib/errors.ts";
import { valid } from "../../lib/validate.ts";
import { requireUser } from "../../middleware/session.ts";
import { removeBrandPhoto, setBrandPhoto } from "../../services/brand/brand-photo.ts";
import { getBrandProfile, saveBrandProfile } from "../../services/brand/brand-profile.ts";

/** Photos are named by their content hash, so a URL never changes meaning: cache for a year. */
const PHOTO_CACHE = "public, max-age=31536000, immutable";

async function uploadedBytes(form: FormData): Promise<Uint8Array<ArrayBuffer>> {
  const file = form.get("photo");
  if (!file || typeof file === "string" || file.size === 0) throw new AppError("BAD_REQUEST", BRAND_PHOTO_MISSING);
  return new Uint8Array(await file.arrayBuffer());
}

async function readForm(req: Request): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(req.headers.get("content-type") ?? "")) {
    throw new AppError("UNSUPPORTED_MEDIA", "Send the photo as multipart/form-data in a field named photo.");
  }
  try {
    return await req.formData();
  } catch {
    throw new AppError("BAD_REQUEST", "The upload was not valid form data.");
  }
}

export const brandRoutes = new Hono<AppEnv>()
  .get("/user/brand", async (c) => {
    const user = requireUser(c);
    c.header("Cache-Control", "no-store");
    return c.json({ profile: await getBrandProfile(c.var.deps.db, user.id) });
  })
  .put("/user/brand", valid("json", brandProfileInput), async (c) => {
    const user = requireUser(c);
    const profile = await saveBrandProfile(c.var.deps.db, user.id, c.req.valid("json"), c.var.deps.now());
    return c.json({ profile, message: "Brand profile saved" });
  })
  .post("/user/brand/photo", async (c) => {
    const user = requireUser(c);
    const bytes = await uploadedBytes(await readForm(c.req.raw));
    const name = `${user.firstName} ${user.lastName}`.trim();
    const profile = await setBrandPhoto(c.var.deps, { id: user.id, name }, bytes);
    return c.json({ profile, message: "Photo saved" });
  })
  .delete("/user/brand/photo", async (c) => {
    const user = requireUser(c);
    return c.json({ profile: await removeBrandPhoto(c.var.deps, user.id), message: "Photo removed" });
  })
  // Public: the photo heads the member's share pages. Keys are content hashes, not guessable lists.
  .get("/brand/photos/:userId{[0-9]{1,10}}/:file{[0-9a-f]{24}\\.(?:jpg|png|webp)}", (c) =>
    serveMedia(c, `brand/${c.req.param("userId")}/${c.req.param("file")}`, PHOTO_CACHE),
  );
