// The bindings vitest.workers.config.ts gives the workerd test project.
import type { D1Migration } from "@cloudflare/vitest-plugin";

declare global {
  namespace Cloudflare {
    interface Env {
      DB: D1Database;
      MEDIA: R2Bucket;
      APP_ENV: string;
      APP_SECRET: string;
      PUBLIC_URL: string;
      FAKE_STRIPE_BASE: string;
      FAKE_STRIPE_KEY: string;
      TEST_MIGRATIONS: D1Migration[];
      /** LibraryRows (services/seed/seed.ts) as JSON. */
      TEST_LIBRARY: string;
    }
  }
}
