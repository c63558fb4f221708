import { mutate } from "swr";
import { apiRequest } from "../../../lib/api-client.ts";
import { USER_KEY } from "../../../lib/auth.ts";
import { SCRIPTS_KEY, type Script } from "./get-scripts.ts";

export interface CustomizeValues {
  location: string;
  specialty: string;
  personality: string;
}

/**
 * POST /api/scripts/{id}/customize, then PUT /api/auth/preferences when any input is filled in
 * (part 1 §4, §7). Either failing rejects, and the dialog shows 'Customization Failed'.
 */
export async function customizeScript(scriptId: number, values: CustomizeValues): Promise<string> {
  const { customizedContent } = await apiRequest<{ customizedContent: string }>(
    "POST",
    `/api/scripts/${scriptId}/customize`,
    values,
  );
  // The saved version shows at once on the card and next time the dialog opens.
  void mutate<Script[] | null>(SCRIPTS_KEY, (list) => list?.map((s) => (s.id === scriptId ? { ...s, customizedContent } : s)), {
    revalidate: false,
  });
  const filled = [values.location, values.specialty, values.personality].some((v) => v.trim() !== "");
  if (filled) {
    await apiRequest("PUT", "/api/auth/preferences", {
      defaultLocation: values.location,
      defaultSpecialty: values.specialty,
      defaultPersonality: values.personality,
    });
    void mutate(USER_KEY);
  }
  return customizedContent;
}
