// The dashboard's "Start here" checklist is read from the server; the actions that may tick one of
// its steps (a customization, a branded download, a share) ask it again through this one key.
import { mutate } from "swr";

export const START_HERE_KEY = "/api/user/start-here";

export function refreshStartHere(): void {
  void mutate(START_HERE_KEY);
}
