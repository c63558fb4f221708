// Helpers for the brand and leads tests: a signed-in member with a plan, and multipart uploads.
import { createCanvas } from "@napi-rs/canvas";
import { eq } from "drizzle-orm";
import { users } from "../db/schema.ts";
import { TEST_ORIGIN, type TestApp } from "./test-app.ts";

export async function signedInMember(t: TestApp, email: string, accessLevel = "domination") {
  const browser = t.client();
  const res = await browser.post("/api/auth/register", {
    firstName: "Dana",
    lastName: "Reyes",
    email,
    password: "long-password-1",
  });
  if (res.status >= 400) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const [user] = await t.db.update(users).set({ accessLevel }).where(eq(users.email, email)).returning();
  if (!user) throw new Error("no user");
  return { browser, user };
}

/** Small valid files of each kind. */
export const PNG_BYTES = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="),
  (ch) => ch.charCodeAt(0),
);
/** A real 2 x 2 JPEG: uploads read the size from the frame header, which a bare marker lacks. */
export const JPEG_BYTES = new Uint8Array(createCanvas(2, 2).toBuffer("image/jpeg"));

export function uploadPhoto(t: TestApp, cookie: string, bytes: Uint8Array<ArrayBuffer>, filename = "me.png", type = "image/png") {
  const form = new FormData();
  form.append("photo", new Blob([bytes], { type }), filename);
  return t.app.request(`${TEST_ORIGIN}/api/user/brand/photo`, {
    method: "POST",
    headers: { cookie, origin: TEST_ORIGIN },
    body: form,
  });
}
