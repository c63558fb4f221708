// The form's validation code loads once, on the first validation; a failed load is tried again.
import type { Resolver } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { lazyResolver } from "./lazy-resolver.ts";

type Values = { email: string };
const accept: Resolver<Values> = async (values) => ({ values, errors: {} });
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe("lazyResolver", () => {
  it("loads the real resolver once and hands every validation to it", async () => {
    const load = vi.fn(async () => accept);
    const resolve = lazyResolver(load);
    await resolve({ email: "a@b.co" }, undefined, options);
    const second = await resolve({ email: "c@d.co" }, undefined, options);
    expect(second.values).toEqual({ email: "c@d.co" });
    expect(load).toHaveBeenCalledOnce();
  });

  it("tries the load again after it failed, instead of failing every validation after", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(accept);
    const resolve = lazyResolver<Values>(load);
    await expect(resolve({ email: "a@b.co" }, undefined, options)).rejects.toThrow("offline");
    await expect(resolve({ email: "a@b.co" }, undefined, options)).resolves.toMatchObject({ values: { email: "a@b.co" } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
