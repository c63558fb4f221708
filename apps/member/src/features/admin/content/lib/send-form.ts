// Video uploads go through XMLHttpRequest: fetch has no upload progress, and the form shows a bar.
import { ApiError } from "../../../../lib/api-client.ts";

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends a multipart form, reporting the share sent (0-1); rejects with an ApiError like apiRequest. */
export function sendForm(
  method: "POST" | "PUT",
  url: string,
  form: FormData,
  onProgress?: (sent: number) => void,
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener("load", () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body);
      else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText, body));
    });
    xhr.addEventListener("error", () => reject(new Error("The upload was interrupted. Please try again.")));
    xhr.addEventListener("abort", () => reject(new Error("The upload was cancelled.")));
    xhr.send(form);
  });
}
