// The onboarding's connection map (part 2 §3): platform id to the account URL or handle the member
// typed, kept in this browser's local storage. Onboarding connect makes no server call.
import type { Platform } from "@realty/contracts/social-constants";

export const CONNECTIONS_KEY = "social-connections";

export type ConnectionMap = Partial<Record<Platform, string>>;

export function readConnections(): ConnectionMap {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CONNECTIONS_KEY) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    const map: ConnectionMap = {};
    for (const key of ["facebook", "linkedin", "twitter"] as const) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === "string" && value.trim()) map[key] = value;
    }
    return map;
  } catch {
    return {};
  }
}

export function saveConnection(platform: Platform, value: string): ConnectionMap {
  const next = { ...readConnections(), [platform]: value.trim() };
  try {
    localStorage.setItem(CONNECTIONS_KEY, JSON.stringify(next));
  } catch {
    // Storage full or blocked: the connection still shows for this visit.
  }
  return next;
}
