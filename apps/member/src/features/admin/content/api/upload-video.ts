import { ADMIN_KEYS, refreshAdmin } from "../../shared/api/admin-keys.ts";
import { sendForm } from "../lib/send-form.ts";

/** POST /api/admin/videos/upload (multipart), reporting the share sent for the progress bar. */
export async function uploadVideo(form: FormData, onProgress: (sent: number) => void) {
  await sendForm("POST", `${ADMIN_KEYS.videos}/upload`, form, onProgress);
  await refreshAdmin(ADMIN_KEYS.videos);
}
