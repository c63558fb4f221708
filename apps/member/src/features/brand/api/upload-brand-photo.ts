import type { BrandProfile } from "@realty/contracts/brand-profile";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";

/** POST /api/user/brand/photo as multipart (the JSON helper cannot send files). */
export async function uploadBrandPhoto(file: Blob, name: string): Promise<{ profile: BrandProfile }> {
  const form = new FormData();
  form.append("photo", file, name);
  const res = await fetch("/api/user/brand/photo", { method: "POST", credentials: "include", body: form });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) throw new ApiError(res.status, text || res.statusText, body);
  return body as { profile: BrandProfile };
}

/** DELETE /api/user/brand/photo. */
export function removeBrandPhoto() {
  return apiRequest<{ profile: BrandProfile | null }>("DELETE", "/api/user/brand/photo");
}
