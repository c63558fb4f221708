import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";
import { sendForm } from "../lib/send-form.ts";

/** PUT /api/admin/videos/{id} (multipart: fields and an optional new thumbnail). */
export async function updateVideo(id: number, form: FormData) {
  await sendForm("PUT", `${ADMIN_KEYS.videos}/${id}`, form);
  await refreshAdmin(ADMIN_KEYS.videos);
}
