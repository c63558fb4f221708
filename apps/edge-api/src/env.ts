// The only place environment variables are read. Node passes process.env, the Worker its bindings.
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  NODE_ENV: optional,
  PORT: z.coerce.number().int().min(1).max(65535).default(8787),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  /** The origin people reach the product at; defaults to http://127.0.0.1:PORT. */
  PUBLIC_URL: optional.pipe(z.string().url().optional()),
  DATABASE_URL: optional,
  DATABASE_AUTH_TOKEN: optional,
  MEDIA_DIR: optional,
  /** Signs share links and derives the token-encryption key; generated into DATA_DIR when absent. */
  APP_SECRET: optional.pipe(z.string().min(32, "APP_SECRET must be at least 32 characters").optional()),
  ADMIN_EMAIL: optional.pipe(z.string().email("ADMIN_EMAIL must be an e-mail address").optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, "ADMIN_PASSWORD must be at least 8 characters").optional()),
  /** Multiplies every rate limit; the browser tests raise it, since they all come from 127.0.0.1. */
  RATE_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).max(1000).default(1),
  TRUST_PROXY: optional.transform((v) => v === "1" || v === "true"),
  STRIPE_SECRET_KEY: optional,
  STRIPE_PUBLISHABLE_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  STRIPE_API_BASE: optional.pipe(z.string().url().optional()),
  OPENAI_API_KEY: optional,
  OPENAI_BASE_URL: optional.pipe(z.string().url().optional()),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  MAIL_API_URL: optional.pipe(z.string().url().optional()),
  MAIL_API_KEY: optional,
  MAIL_FROM: optional,
  FACEBOOK_CLIENT_ID: optional,
  FACEBOOK_CLIENT_SECRET: optional,
  LINKEDIN_CLIENT_ID: optional,
  LINKEDIN_CLIENT_SECRET: optional,
  X_CLIENT_ID: optional,
  X_CLIENT_SECRET: optional,
  SOCIAL_SANDBOX: optional.transform((v) => v !== "0" && v !== "false"),
});

export type Env = z.output<typeof envSchema>;

/** Parses the environment or throws one readable list of everything that is wrong. */
export function readEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((i) => `  - ${i.path.join(".")}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}
