import { toast } from "@realty/ui/use-toast";
import { serverMessage } from "../../../../lib/api-client.ts";

/** The admin toasts of part 2 §8 carry the server's message, or `fallback` when it sent none. */
export function failureToast(title: string, error: unknown, fallback = "Please try again."): void {
  const description = serverMessage(error) ?? (error instanceof Error && !("status" in error) ? error.message : fallback);
  toast({ title, description, variant: "destructive" });
}
