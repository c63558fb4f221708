import { z } from "zod";

/** POST /api/analytics accepts both shapes the spec's client sends (part 1 §7). */
export const analyticsInput = z
  .object({
    event: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[a-z][a-z0-9_]*$/, "Unknown event name"),
    properties: z.record(z.string(), z.unknown()).optional(),
    data: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((v) => JSON.stringify(v.properties ?? v.data ?? {}).length <= 4000, "Event properties are too large");

export type AnalyticsInput = z.infer<typeof analyticsInput>;

/**
 * How long analytics events are kept before the daily clean-up deletes them; the privacy page states
 * it from this number. Longer than the admin's widest window (366 days), so no figure it shows is
 * cut short by the deletion.
 */
export const ANALYTICS_RETENTION_DAYS = 730;
