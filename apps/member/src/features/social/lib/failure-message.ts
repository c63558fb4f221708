// What the hub's toasts say when an action fails: the network's own reason (the server words it
// with what to do: reconnect, shorten, replace the media), never a bare "Please try again" when a
// reason exists.
import { PLATFORM_NAMES, type Platform } from "@realty/contracts/social-constants";
import { serverMessage } from "../../../lib/api-client.ts";

/** A send the server answered (200) in which the network refused again, with its reason. */
export class RetryFailed extends Error {
  override readonly name = "RetryFailed";
  readonly platform: Platform;

  constructor(platform: Platform, reason: string) {
    super(reason);
    this.platform = platform;
  }
}

export function failureToast(error: unknown): { title: string; description: string } {
  if (error instanceof RetryFailed) {
    const name = PLATFORM_NAMES[error.platform].replace(" (Twitter)", "");
    return { title: `${name} did not take the post`, description: error.message };
  }
  return {
    title: "That did not work",
    description: serverMessage(error) ?? "The site could not be reached. Check your connection, then try again.",
  };
}
