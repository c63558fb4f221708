import useSWR from "swr";

/** A script as GET /api/scripts answers it (part 1 §3). */
export interface Script {
  id: number;
  title: string;
  content: string;
  category: string;
  tags: string[];
  accessLevel: string;
  hasAccess: boolean;
  customizedContent: string | null;
}

export const SCRIPTS_KEY = "/api/scripts";

export function useScripts() {
  return useSWR<Script[] | null>(SCRIPTS_KEY);
}
