import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { failureToast, RetryFailed } from "./failure-message.ts";

describe("what the hub says when an action fails", () => {
  it("shows the network's reason when a retry fails again, not 'Please try again'", () => {
    const error = new RetryFailed("instagram", "Your Instagram account is not connected. Connect it and post again.");
    expect(failureToast(error)).toEqual({
      title: "Instagram did not take the post",
      description: "Your Instagram account is not connected. Connect it and post again.",
    });
  });

  it("shows the server's message from an API refusal", () => {
    const error = new ApiError(409, "{}", { message: "Nothing to retry: no network of this post has failed." });
    expect(failureToast(error)).toEqual({
      title: "That did not work",
      description: "Nothing to retry: no network of this post has failed.",
    });
  });

  it("says what to do when nothing explains the failure", () => {
    expect(failureToast(new TypeError("Failed to fetch")).description).toBe(
      "The site could not be reached. Check your connection, then try again.",
    );
  });
});
