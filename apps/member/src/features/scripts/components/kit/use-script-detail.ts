import type { ScriptDetail } from "@realty/contracts/library";
import useSWR from "swr";
import { useUser } from "../../../../lib/auth.ts";

/** GET /api/scripts/:id: the script's post kit, fetched when the dialog opens on a script it can show. */
export function useScriptDetail(scriptId: number | null) {
  return useSWR<ScriptDetail | null>(scriptId === null ? null : `/api/scripts/${scriptId}`, {
    // Without a kit the dialog shows the long version it already has: no retries, no toast.
    shouldRetryOnError: false,
  });
}

/**
 * The signed share link of a script, appended to the X caption so the post is complete. A demo
 * account cannot share (the server refuses its links), so it never asks.
 */
export function useScriptShareLink(scriptId: number | null) {
  const { data: user } = useUser();
  const asks = scriptId !== null && user !== undefined && user !== null && !user.isDemo;
  return useSWR<{ url: string } | null>(asks ? `/api/share-links?type=script&id=${scriptId}` : null, {
    shouldRetryOnError: false,
  });
}
