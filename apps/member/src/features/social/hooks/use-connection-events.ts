import { useEffect } from "react";
import { refreshStatus } from "../api/social-api.ts";

/**
 * The connect tab announces a finished connection on this channel (see the API's connect pages);
 * the hub re-reads the status at once instead of waiting for the window to regain focus.
 */
export function useConnectionEvents(onConnected?: (platform: string) => void): void {
  useEffect(() => {
    if (!("BroadcastChannel" in window)) return;
    const channel = new BroadcastChannel("social-connections");
    channel.onmessage = (event: MessageEvent<{ platform?: string; ok?: boolean }>) => {
      void refreshStatus();
      if (event.data?.ok && event.data.platform) onConnected?.(event.data.platform);
    };
    return () => channel.close();
  }, [onConnected]);
}
