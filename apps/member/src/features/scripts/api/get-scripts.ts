import type { ScriptItem as Script } from "@realty/contracts/library";
import useSWR from "swr";

export type { Script };

export const SCRIPTS_KEY = "/api/scripts";

export function useScripts() {
  return useSWR<Script[] | null>(SCRIPTS_KEY);
}
