import { toast } from "@realty/ui/use-toast";
import { failureToast } from "./errors.ts";
import { confirmDelete } from "./labels.ts";

interface Deletion {
  /** What the item is, lower case: "script", "social post". Titles the toasts. */
  noun: string;
  /** How the confirm names it: `"Open House Tips"`, `the code SPRING`. */
  confirmAs: string;
  /** The item's name under the toast's title. */
  name: string;
  run: () => Promise<unknown>;
}

/** Asks first, deletes, then toasts "Script deleted" or "Error deleting script" with the server's message. */
export async function deleteWithToasts({ noun, confirmAs, name, run }: Deletion): Promise<void> {
  if (!confirmDelete(confirmAs)) return;
  try {
    await run();
    toast({ title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} deleted`, description: name });
  } catch (error) {
    failureToast(`Error deleting ${noun}`, error);
  }
}
