import type { CustomizeEvent, CustomizeLanguage, CustomizeResult } from "@realty/contracts/customize";
import { CUSTOMIZE_STREAM_TYPE } from "@realty/contracts/customize-options";
import { mutate } from "swr";
import { ApiError, apiRequest } from "../../../lib/api-client.ts";
import { USER_KEY } from "../../../lib/auth.ts";
import { refreshStartHere } from "../../../lib/start-here.ts";
import { customizationKey } from "./get-customization.ts";
import { SCRIPTS_KEY, type Script } from "./get-scripts.ts";

export interface CustomizeValues {
  location: string;
  specialty: string;
  personality: string;
  language: CustomizeLanguage;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads the NDJSON answer line by line: progress to `onProgress`, then the result (or its error). */
async function readStream(res: Response, onProgress: (message: string) => void): Promise<CustomizeResult> {
  const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new ApiError(res.status, "Empty answer", undefined);
  let buffered = "";
  for (;;) {
    const { done, value } = await reader.read();
    buffered += value ?? "";
    const lines = buffered.split("\n");
    buffered = done ? "" : (lines.pop() ?? "");
    for (const line of lines.filter((l) => l.trim())) {
      const event = parse(line) as CustomizeEvent | undefined;
      if (event?.type === "progress") {
        onProgress(event.message);
        // Lines often arrive together: let each step paint before the next replaces it.
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      if (event?.type === "result") return event.result;
      if (event?.type === "error") throw new ApiError(event.status, event.message, { message: event.message });
    }
    if (done) throw new ApiError(res.status, "The answer ended early", undefined);
  }
}

/**
 * POST /api/scripts/{id}/customize with streamed progress, then PUT /api/auth/preferences when a
 * version was made (part 1 §4, §7). A 400 carries the server's message for the form; any other
 * failure rejects, and the dialog shows 'Customization Failed'.
 */
export async function customizeScript(
  scriptId: number,
  values: CustomizeValues,
  onProgress: (message: string) => void,
): Promise<CustomizeResult> {
  const res = await fetch(`/api/scripts/${scriptId}/customize`, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: CUSTOMIZE_STREAM_TYPE },
    body: JSON.stringify(values),
  });
  if (!res.ok) {
    const text = await res.text().catch(() => "");
    throw new ApiError(res.status, text || res.statusText, parse(text));
  }
  const result = await readStream(res, onProgress);
  if (!result.customized) return result;
  // The saved version shows at once on the card and next time the dialog opens.
  const customizedContent = result.customizedContent;
  void mutate<Script[] | null>(SCRIPTS_KEY, (list) => list?.map((s) => (s.id === scriptId ? { ...s, customizedContent } : s)), {
    revalidate: false,
  });
  void mutate(customizationKey(scriptId), result, { revalidate: false });
  refreshStartHere();
  const filled = [values.location, values.specialty, values.personality].some((v) => v.trim() !== "");
  if (filled) {
    await apiRequest("PUT", "/api/auth/preferences", {
      defaultLocation: values.location,
      defaultSpecialty: values.specialty,
      defaultPersonality: values.personality,
    });
    void mutate(USER_KEY);
  }
  return result;
}
