import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client.ts";
import { retryDelay, shouldRetryMutation, shouldRetryQuery, withMutationRetry } from "./retry.ts";

const error = (status: number) => new ApiError(status, "Something", { message: "Something" });

describe("query retries", () => {
  it("never retries a signed-out or forbidden answer", () => {
    expect(shouldRetryQuery(0, error(401))).toBe(false);
    expect(shouldRetryQuery(0, error(403))).toBe(false);
  });

  it("retries other failures three times", () => {
    expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error(500)))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetryQuery(0, error(404))).toBe(true);
  });

  it("waits 1 s, doubling, capped at 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, 30_000))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe("mutation retries", () => {
  it("never retries a 4xx and retries anything else twice", () => {
    expect(shouldRetryMutation(0, error(400))).toBe(false);
    expect(shouldRetryMutation(0, error(429))).toBe(false);
    expect([0, 1, 2].map((n) => shouldRetryMutation(n, error(502)))).toEqual([true, true, false]);
  });

  it("tries a failing call three times in all, waiting 1 s then 2 s", async () => {
    const waits: number[] = [];
    let calls = 0;
    const run = async () => {
      calls++;
      throw error(503);
    };
    await expect(withMutationRetry(run, async (ms) => waits.push(ms))).rejects.toThrow("503: Something");
    expect(calls).toBe(3);
    expect(waits).toEqual([1000, 2000]);
  });

  it("gives up at once on a 4xx and answers the value once a retry succeeds", async () => {
    let calls = 0;
    await expect(
      withMutationRetry(
        async () => {
          calls++;
          throw error(409);
        },
        async () => undefined,
      ),
    ).rejects.toBeInstanceOf(ApiError);
    expect(calls).toBe(1);

    let attempts = 0;
    const value = await withMutationRetry(
      async () => {
        attempts++;
        if (attempts < 2) throw new TypeError("Failed to fetch");
        return "ok";
      },
      async () => undefined,
    );
    expect(value).toBe("ok");
  });
});
