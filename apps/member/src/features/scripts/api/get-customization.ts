import type { CustomizeResult } from "@realty/contracts/customize";
import useSWR from "swr";

export const customizationKey = (scriptId: number) => `/api/scripts/${scriptId}/customization`;

/** The saved version's full kit (engine, captions, flags) when the dialog opens on it; null skips. */
export function useSavedCustomization(scriptId: number | null) {
  return useSWR<CustomizeResult | null>(scriptId === null ? null : customizationKey(scriptId), {
    // A missing kit falls back to the saved text the list already carries: no retries, no toast.
    shouldRetryOnError: false,
  });
}
