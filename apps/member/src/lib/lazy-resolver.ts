import type { FieldValues, Resolver } from "react-hook-form";

/**
 * A form resolver whose code (zod and the contract's schema, about 38 KB gzip) loads on the first
 * validation instead of with the page: the sign-in and sign-up pages paint without it,
 * and it arrives while the visitor types. The first validation waits for it once; a failed load
 * (a dropped connection) is tried again on the next validation instead of breaking the form.
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): Resolver<Values, unknown, Output> {
  let pending: Promise<Resolver<Values, unknown, Output>> | undefined;
  return async (values, context, options) => {
    pending ??= load().catch((err: unknown) => {
      pending = undefined;
      throw err;
    });
    const resolver = await pending;
    return resolver(values, context, options);
  };
}
