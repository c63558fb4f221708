// A moment in the member's own time zone and language. The server draws a member's first screen in
// its own zone (UTC) and language, so the text there would differ from the browser's and break
// hydration: the server and the hydrating render leave it empty, and the browser writes it once
// hydrated. The machine-readable moment is in the HTML either way.
import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False on the server and while hydrating, true once the browser has taken the page over. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function LocalTime({ iso, format }: { iso: string; format: Intl.DateTimeFormatOptions }) {
  const hydrated = useHydrated();
  return <time dateTime={iso}>{hydrated ? new Intl.DateTimeFormat(undefined, format).format(new Date(iso)) : null}</time>;
}
