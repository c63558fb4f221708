import { useMemo } from "react";
import useSWR, { mutate } from "swr";

export const OPENED_KEY = "/api/scripts/opened";

/** The scripts this member has opened (GET /api/scripts/opened), for "new for you". */
export function useOpenedScripts(): ReadonlySet<number> {
  const { data } = useSWR<{ ids: number[] } | null>(OPENED_KEY);
  return useMemo(() => new Set(data?.ids ?? []), [data]);
}

/** Marks a script opened at once; the dialog's script_view event records it on the server. */
export function markOpened(id: number): void {
  void mutate<{ ids: number[] } | null>(
    OPENED_KEY,
    (current) => (current?.ids.includes(id) ? current : { ids: [...(current?.ids ?? []), id] }),
    { revalidate: false },
  );
}
