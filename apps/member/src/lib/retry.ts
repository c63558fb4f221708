// Retry rules of part 1 §8 and §9, kept pure so they are unit-tested.
import { ApiError } from "./api-client.ts";

function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

// `failures` counts the failures before the current one (0 on the first), as TanStack Query's
// retry callbacks do, which is what the spec's figures describe.

/** Queries: never retry 401/403 (matched on the message, as the spec's client does); otherwise up to 3 times. */
export function shouldRetryQuery(failures: number, error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (/\b40[13]\b/.test(message)) return false;
  return failures < 3;
}

/** Mutations: never retry a 4xx; otherwise up to 2 times. */
export function shouldRetryMutation(failures: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failures < 2;
}

/** Wait before the next try: 1 s, 2 s, 4 s... doubling, capped. */
export function retryDelay(failures: number, capMs: number): number {
  return Math.min(1000 * 2 ** failures, capMs);
}

export const QUERY_RETRY_CAP_MS = 30_000;
export const MUTATION_RETRY_CAP_MS = 10_000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a mutation with the §8 rules: a 4xx fails at once, other failures are tried twice more. */
export async function withMutationRetry<T>(run: () => Promise<T>, sleep: (ms: number) => Promise<unknown> = wait): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await run();
    } catch (error) {
      if (!shouldRetryMutation(failures, error)) throw error;
      await sleep(retryDelay(failures, MUTATION_RETRY_CAP_MS));
    }
  }
}
