// Runs in Node before the workerd project: the local fake of Stripe's API (a third party), which
// the Worker under test reaches over HTTP exactly as it would reach api.stripe.com.
import type { TestProject } from "vitest/node";
import { startFakeStripe } from "../testing/fake-stripe.ts";

declare module "vitest" {
  export interface ProvidedContext {
    fakeStripeBase: string;
    fakeStripeKey: string;
  }
}

export default async function setup(project: TestProject) {
  const fake = await startFakeStripe();
  project.provide("fakeStripeBase", fake.apiBase);
  project.provide("fakeStripeKey", fake.secretKey);
  return () => fake.close();
}
