// The default AI adapter: the built-in composer (packages/personalizer), offline and free, behind the AI port.
import { composeKit } from "@realty/personalizer/compose-kit";
import type { AiPort } from "../../ports/ai.ts";

export function builtinPersonalizer(): AiPort {
  return {
    kind: "builtin",
    // Each script in its own language: asking for the other one needs the AI engine.
    languages: ["en", "es"],
    async personalize(request) {
      return { ok: true, kit: composeKit(request) };
    },
  };
}
