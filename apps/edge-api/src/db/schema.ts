// The single source of truth for the database. Timestamps are integer milliseconds (Date in code);
// money is integer cents; lists are JSON text. See docs/decisions/ for the choices behind it.

import { CLAIM_STATUSES } from "@realty/contracts/admin-business";
import { type BrandProfile, LICENSE_STATES } from "@realty/contracts/brand-profile";
import { LEAD_SOURCE_TYPES } from "@realty/contracts/leads";
import { VIDEO_RENDITION_NAMES } from "@realty/contracts/library";
import type { HubMediaRef } from "@realty/contracts/social";
import { DELIVERY_STATUSES, HUB_POST_STATUSES } from "@realty/contracts/social-constants";
import type { ScriptKit } from "@realty/library/script-kit";
import {
  HUB_PLATFORMS,
  PLATFORMS,
  type Platform,
  SCRIPT_ADMIN_CATEGORIES,
  SCRIPT_CATEGORIES,
  SCRIPT_URGENCIES,
} from "@realty/library/taxonomy";
import type { VideoPostCaptions } from "@realty/library/video-source";
import type { MemberBody } from "@realty/media/render-port";
import { PAID_TIERS } from "@realty/plans";
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .$defaultFn(() => new Date());

export const users = sqliteTable("users", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull().default(""),
  /** scrypt hash with its parameters; null until the account holder sets a password. */
  passwordHash: text("password_hash"),
  role: text("role", { enum: ["user", "admin"] })
    .notNull()
    .default("user"),
  /** none | sampler | spark | momentum | domination (legacy values may exist in old data). */
  accessLevel: text("access_level").notNull().default("none"),
  /**
   * The level an admin granted by hand (null: none). access_level is the entitlement rule's output
   * (services/entitlement/entitlement.ts): the higher of this grant and what standing purchases give.
   */
  accessGrant: text("access_grant"),
  defaultLocation: text("default_location"),
  defaultSpecialty: text("default_specialty"),
  defaultPersonality: text("default_personality"),
  isDemo: integer("is_demo", { mode: "boolean" }).notNull().default(false),
  /** When the one-off set-password e-mail went to a paid account that had no password. */
  passwordSetupMailedAt: integer("password_setup_mailed_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the cookie's token: a database leak does not leak live sessions. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    /** Idle expiry, pushed forward at most hourly while the session is used. */
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    absoluteExpiresAt: integer("absolute_expires_at", { mode: "timestamp_ms" }).notNull(),
    /** The browser that signed in (its User-Agent, cut short), so the member can tell sessions apart. */
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

export const passwordResetTokens = sqliteTable(
  "password_reset_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
    usedAt: integer("used_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [index("reset_tokens_user_idx").on(t.userId)],
);

export const scripts = sqliteTable(
  "scripts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Stable id from content/scripts; null for scripts an admin added. */
    slug: text("slug").unique(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** Public category: buyer | seller | market | local. */
    category: text("category", { enum: SCRIPT_CATEGORIES }).notNull(),
    topic: text("topic"),
    /** Admin list category: leads_today | market_updates | listings_week. */
    adminCategory: text("admin_category", { enum: SCRIPT_ADMIN_CATEGORIES }).notNull().default("leads_today"),
    urgency: text("urgency", { enum: SCRIPT_URGENCIES }).notNull().default("medium"),
    accessLevel: text("access_level").notNull().default("momentum"),
    /** Position in the library's tier order; lower comes first. */
    sortOrder: integer("sort_order").notNull().default(0),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** The one topic the script covers (content/scripts `topicKey`); null for admin-added scripts. */
    topicKey: text("topic_key"),
    language: text("language", { enum: ["en", "es"] })
      .notNull()
      .default("en"),
    /** Slug of the lead magnet its call to action promises (packages/library lead-magnets). */
    leadMagnet: text("lead_magnet"),
    /** The post kit (short cut, beats, shots, captions, hashtags); null until the script has one. */
    kit: text("kit", { mode: "json" }).$type<ScriptKit>(),
    views: integer("views").notNull().default(0),
    leads: integer("leads").notNull().default(0),
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("scripts_order_idx").on(t.sortOrder)],
);

export const scriptCustomizations = sqliteTable(
  "script_customizations",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    scriptId: integer("script_id")
      .notNull()
      .references(() => scripts.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    location: text("location"),
    specialty: text("specialty"),
    personality: text("personality"),
    /** Which engine wrote it (builtin | ai), its language (en | es) and the rest of the post kit. */
    engine: text("engine", { enum: ["builtin", "ai"] })
      .notNull()
      .default("builtin"),
    language: text("language", { enum: ["en", "es"] })
      .notNull()
      .default("en"),
    kit: text("kit", { mode: "json" }).$type<import("@realty/contracts/customize").StoredKit>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("customizations_user_script_idx").on(t.userId, t.scriptId)],
);

export const videos = sqliteTable(
  "videos",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull(),
    /** 1-4: the quarter of the 52-week plan. */
    quarter: integer("quarter").notNull().default(1),
    week: integer("week"),
    accessLevel: text("access_level").notNull().default("domination"),
    isPopular: integer("is_popular", { mode: "boolean" }).notNull().default(false),
    /** Shown on the public marketing pages; its file is public. */
    publicSample: integer("public_sample", { mode: "boolean" }).notNull().default(false),
    /** Hidden videos stay in the database but are listed to nobody but admins. */
    published: integer("published", { mode: "boolean" }).notNull().default(true),
    /** Media port keys, e.g. "videos/market-foundation.mp4". */
    videoKey: text("video_key").notNull(),
    /** Alternate encodings tried when the first fails to play (part 1 §4). */
    fallbackKeys: text("fallback_keys", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    thumbnailKey: text("thumbnail_key"),
    sizeBytes: integer("size_bytes"),
    sortOrder: integer("sort_order").notNull().default(0),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
    /** Hash of the video's source and the renderer version: names its rendered files (render_jobs.key). */
    renderKey: text("render_key"),
    /**
     * The source's hand-written posting captions per network and its hashtags
     * (content/videos/sources/<slug>.json): what "Post" and "Share" prefill, personalized per member.
     */
    postCaptions: text("post_captions", { mode: "json" }).$type<VideoPostCaptions>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("videos_order_idx").on(t.sortOrder)],
);

export const socialPosts = sqliteTable("social_posts", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  title: text("title").notNull(),
  content: text("content").notNull(),
  imageUrl: text("image_url"),
  category: text("category").notNull().default("Market Update"),
  platform: text("platform", { enum: PLATFORMS }).notNull().default("facebook"),
  accessLevel: text("access_level").notNull().default("sampler"),
  postIndex: integer("post_index").notNull(),
  tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const discountCodes = sqliteTable("discount_codes", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  name: text("name").notNull(),
  code: text("code").notNull().unique(),
  discountPercent: integer("discount_percent").notNull().default(0),
  samplerPercent: integer("sampler_percent").notNull().default(0),
  sparkPercent: integer("spark_percent").notNull().default(0),
  momentumPercent: integer("momentum_percent").notNull().default(0),
  dominationPercent: integer("domination_percent").notNull().default(0),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  /** After this instant checkout refuses the code; null: no expiry. */
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
  /** Paid orders the code may take part in; null: unlimited. */
  maxUses: integer("max_uses"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** An account-to-be, kept between the purchase form and the payment that creates it. */
export const pendingRegistrations = sqliteTable("pending_registrations", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  tokenHash: text("token_hash").notNull().unique(),
  email: text("email").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  passwordHash: text("password_hash").notNull(),
  plan: text("plan", { enum: PAID_TIERS }).notNull(),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  /** Set once, in the fulfilment transaction: a registration creates one account. */
  usedAt: integer("used_at", { mode: "timestamp_ms" }),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  /** When the checkout's one sign-in happened: the token never signs anyone in again. */
  signedInAt: integer("signed_in_at", { mode: "timestamp_ms" }),
  /** SHA-256 of the code e-mailed to resume this checkout in another browser (single use). */
  resumeHash: text("resume_hash").unique(),
  resumeExpiresAt: integer("resume_expires_at", { mode: "timestamp_ms" }),
  createdAt: createdAt(),
});

/** What a payment intent is for, written before the card is charged and fulfilled exactly once. */
export const paymentOrders = sqliteTable("payment_orders", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  provider: text("provider").notNull(),
  paymentIntentId: text("payment_intent_id").notNull().unique(),
  // Money history outlives the account: deleting a member keeps the order, buyer anonymised.
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  registrationId: integer("registration_id").references(() => pendingRegistrations.id, { onDelete: "set null" }),
  /** Set when the buyer's account was deleted: the order then shows this instead of a person. */
  buyerAnonymisedAt: integer("buyer_anonymised_at", { mode: "timestamp_ms" }),
  plan: text("plan", { enum: PAID_TIERS }).notNull(),
  fromTier: text("from_tier"),
  amountCents: integer("amount_cents").notNull(),
  discountCode: text("discount_code"),
  discountPercent: integer("discount_percent").notNull().default(0),
  /** refused: paid, but what its price or grant rested on changed before payment; refunded in full. */
  status: text("status", { enum: ["pending", "succeeded", "failed", "refused"] })
    .notNull()
    .default("pending"),
  /** The intent's lifetime: its discount-code use stays reserved, and its checkout may sign in, until then. */
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
  /** Why a paid order was refused instead of fulfilled (shown to the buyer and the admin). */
  refusedReason: text("refused_reason"),
  fulfilledAt: integer("fulfilled_at", { mode: "timestamp_ms" }),
  /** The random claim of the one fulfilment batch that won; its other statements are guarded on it. */
  fulfilClaim: text("fulfil_claim"),
  createdAt: createdAt(),
});

export const purchases = sqliteTable(
  "purchases",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** Null once the buyer's account is deleted: the purchase and its revenue stay. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    productType: text("product_type").notNull(),
    fromTier: text("from_tier"),
    amountCents: integer("amount_cents").notNull(),
    discountCode: text("discount_code"),
    /** Idempotency key: one purchase per payment, whatever arrives twice. */
    paymentIntentId: text("payment_intent_id").notNull().unique(),
    provider: text("provider").notNull(),
    /** Sum of its refunds; a guarded UPDATE keeps it <= amount_cents. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("purchases_user_idx").on(t.userId)],
);

/** Provider webhook events already handled, so a replay is acknowledged without effect. */
export const paymentEvents = sqliteTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  paymentIntentId: text("payment_intent_id"),
  receivedAt: createdAt(),
});

/** Intents of the built-in test-mode provider (no Stripe key): it stands in for Stripe's own records. */
export const testPaymentIntents = sqliteTable("test_payment_intents", {
  id: text("id").primaryKey(),
  /** SHA-256 of the client secret handed to the browser. */
  secretHash: text("secret_hash").notNull(),
  amountCents: integer("amount_cents").notNull(),
  currency: text("currency").notNull(),
  /** requires_payment_method | succeeded, as Stripe names them. */
  status: text("status").notNull().default("requires_payment_method"),
  lastError: text("last_error"),
  cardLast4: text("card_last4"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const settings = sqliteTable("settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
  updatedAt: updatedAt(),
});

export const hubPosts = sqliteTable(
  "hub_posts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    content: text("content").notNull(),
    platforms: text("platforms", { mode: "json" }).$type<Platform[]>().notNull(),
    scheduledFor: integer("scheduled_for", { mode: "timestamp_ms" }),
    /** scheduled | publishing | posted | partial | failed */
    status: text("status", { enum: HUB_POST_STATUSES }).notNull().default("scheduled"),
    /** The library video this post carries, when composed from one (the guarantee counts them). */
    libraryVideoId: integer("library_video_id"),
    /** What the post was composed from, so an edit keeps its media. */
    media: text("media", { mode: "json" }).$type<HubMediaRef>(),
    /** "Schedule this week" marks each item it queued (week, kind), so running it again adds nothing. */
    planSlot: text("plan_slot"),
    /** Posted as the first comment under the post, on the networks that allow it (Instagram, Facebook). */
    firstComment: text("first_comment"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("hub_posts_due_idx").on(t.status, t.scheduledFor),
    uniqueIndex("hub_posts_plan_slot_idx").on(t.userId, t.planSlot),
  ],
);

/** One row per platform of a hub post: each is sent, retried and reported on its own. */
export const hubPostDeliveries = sqliteTable(
  "hub_post_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    hubPostId: integer("hub_post_id")
      .notNull()
      .references(() => hubPosts.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: HUB_PLATFORMS }).notNull(),
    status: text("status", { enum: DELIVERY_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    externalId: text("external_id"),
    /** Set when a scheduler run claims the row; a stale claim can be retaken. */
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    postedAt: integer("posted_at", { mode: "timestamp_ms" }),
    likes: integer("likes").notNull().default(0),
    shares: integer("shares").notNull().default(0),
    comments: integer("comments").notNull().default(0),
    /** People reached, where the network reports it (null: not reported). */
    reach: integer("reach"),
    /** When engagement was last read from the network. */
    engagementCheckedAt: integer("engagement_checked_at", { mode: "timestamp_ms" }),
    /** This network's own version of the text; null: the post's content. */
    content: text("content"),
    /** The media store key and type of the attachment uploaded with this delivery. */
    mediaKey: text("media_key"),
    mediaType: text("media_type"),
    /** A carousel's images in order (media_key is the first); null for one file. */
    mediaKeys: text("media_keys", { mode: "json" }).$type<string[]>(),
    /** Failure notice: e-mailed once, and when the member saw it in the hub. */
    failureNotifiedAt: integer("failure_notified_at", { mode: "timestamp_ms" }),
    failureSeenAt: integer("failure_seen_at", { mode: "timestamp_ms" }),
    /** When a refund or downgrade cancelled it (last_error says why); never set on a sent delivery. */
    cancelledAt: integer("cancelled_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("deliveries_post_platform_idx").on(t.hubPostId, t.platform),
    // The scheduler's claim query: due pending rows and stale claims.
    index("deliveries_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export const socialConnections = sqliteTable(
  "social_connections",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    platform: text("platform", { enum: HUB_PLATFORMS }).notNull(),
    provider: text("provider").notNull().default("sandbox"),
    accountLabel: text("account_label"),
    /** The network's id of where posts go (Facebook Page id, LinkedIn member id, X user id). */
    accountId: text("account_id"),
    /** AES-GCM ciphertexts (see services/crypto); never plain tokens. */
    accessTokenEnc: text("access_token_enc"),
    refreshTokenEnc: text("refresh_token_enc"),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }),
    /** Set when a refresh failed: the token is kept, the member is asked to reconnect. */
    needsReconnectAt: integer("needs_reconnect_at", { mode: "timestamp_ms" }),
    reconnectReason: text("reconnect_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("connections_user_platform_idx").on(t.userId, t.platform)],
);

/** The hub's per-member settings: time zone, posting time, plan start, calendar feed. */
export const socialPreferences = sqliteTable("social_preferences", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** IANA name, e.g. America/Chicago; schedules are stored in UTC. */
  timeZone: text("time_zone").notNull().default("UTC"),
  /** HH:MM in the member's time zone, used by "Schedule this week". */
  postTime: text("post_time").notNull().default("09:00"),
  /** YYYY-MM-DD: week 1 of the 52-week calendar. */
  planStart: text("plan_start"),
  /** The private calendar feed's secret (null: no feed); rotating it revokes the old URL. */
  icsToken: text("ics_token").unique(),
  updatedAt: updatedAt(),
});

export const oauthStates = sqliteTable("oauth_states", {
  state: text("state").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  platform: text("platform", { enum: HUB_PLATFORMS }).notNull(),
  codeVerifier: text("code_verifier"),
  expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
});

export const analyticsEvents = sqliteTable(
  "analytics_events",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    event: text("event").notNull(),
    properties: text("properties", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /**
     * A keyed hash of the sender's address, so the insert itself can refuse a flood (one statement
     * per hit, no separate counter row). Cleared by the daily clean-up once the limit's window is past.
     */
    clientKey: text("client_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("analytics_event_time_idx").on(t.event, t.createdAt),
    index("analytics_client_time_idx").on(t.clientKey, t.createdAt),
  ],
);

/** Mail sent through the local adapter, readable at GET /api/dev/mail. */
export const mailOutbox = sqliteTable("mail_outbox", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  links: text("links", { mode: "json" }).$type<string[]>().notNull(),
  createdAt: createdAt(),
});

export const auditLog = sqliteTable(
  "audit_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_time_idx").on(t.createdAt)],
);

/** Fixed-window counters that survive a restart (login, register, forgot password, customize). */
export const rateLimits = sqliteTable(
  "rate_limits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    count: integer("count").notNull(),
    resetAt: integer("reset_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key] })],
);

/** One brand profile per member: shown on share pages, end cards and post images. */
export const brandProfiles = sqliteTable("brand_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  displayName: text("display_name").notNull(),
  /** Media key `brand/<userId>/<hash>.<ext>`; the file is removed when replaced. */
  photoKey: text("photo_key"),
  brokerage: text("brokerage"),
  phone: text("phone"),
  email: text("email"),
  licenseNumber: text("license_number"),
  licenseState: text("license_state", { enum: LICENSE_STATES }),
  equalHousing: integer("equal_housing", { mode: "boolean" }).notNull().default(true),
  brandColor: text("brand_color").notNull().default("#0b2545"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Messages visitors leave on a member's share pages; the member's data, deleted with the account. */
export const leads = sqliteTable(
  "leads",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "lead-magnet": the visitor asked for a guide on its landing page (item id 0, slug below). */
    itemType: text("item_type", { enum: LEAD_SOURCE_TYPES }).notNull(),
    itemId: integer("item_id").notNull(),
    /** The title as the visitor saw it, kept if the item is later renamed or removed. */
    itemTitle: text("item_title").notNull(),
    /** The lead magnet's slug when the lead came from its landing page; null otherwise. */
    leadMagnet: text("lead_magnet"),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    message: text("message").notNull().default(""),
    /** The consent line the visitor ticked, word for word. */
    consentText: text("consent_text").notNull(),
    status: text("status", { enum: ["new", "contacted", "closed"] })
      .notNull()
      .default("new"),
    notes: text("notes").notNull().default(""),
    /** Deleting a lead archives it: the guarantee counts leads captured, whatever is deleted later. */
    archivedAt: integer("archived_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("leads_user_time_idx").on(t.userId, t.createdAt)],
);

/** One render of a library video (both renditions, posters, captions), keyed by its render key. */
export const renderJobs = sqliteTable(
  "render_jobs",
  {
    key: text("key").primaryKey(),
    slug: text("slug").notNull(),
    /** Lower runs first: the home video and the public samples before the rest. */
    priority: integer("priority").notNull().default(100),
    /** pending | claimed | done | failed */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** 0-100 while rendering. */
    progress: integer("progress").notNull().default(0),
    error: text("error"),
    /** Sizes and lengths of the outputs, written when done. */
    result: text("result", { mode: "json" }).$type<Record<string, { bytes: number; seconds: number }>>(),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("render_jobs_due_idx").on(t.status, t.priority)],
);

/**
 * A member's end card to be joined to a rendition where the runtime cannot encode (the Worker): one
 * row per branded file (its media key), claimed by the Node render service (services/render/end-card-jobs.ts).
 */
export const endCardJobs = sqliteTable(
  "end_card_jobs",
  {
    /** The branded file's media key: downloads/<render key>/<rendition>-<card hash>.mp4. */
    key: text("key").primaryKey(),
    renderKey: text("render_key").notNull(),
    rendition: text("rendition", { enum: VIDEO_RENDITION_NAMES }).notNull(),
    /** What the card shows, as hashed into the key, so the service draws exactly that card. */
    profile: text("profile", { mode: "json" }).notNull().$type<Omit<BrandProfile, "photoUrl" | "updatedAt">>(),
    /** False: the member chose "no music", so the file carries no audio stream. */
    music: integer("music", { mode: "boolean" }).notNull().default(true),
    /** A voice-over laid under the branded file (services/voice): the voice track's audio key... */
    voiceKey: text("voice_key"),
    /** ...and where the voice starts in the video, in milliseconds. */
    voiceStartMs: integer("voice_start_ms"),
    /** True: the cut's caption track is burned into the pictures (the member's "Captions" choice). */
    captions: integer("captions", { mode: "boolean" }).notNull().default(false),
    /**
     * The member's city and market figures when the body itself is drawn in their brand (the
     * service renders it from the video's source); null: the library rendition is joined to the card.
     */
    memberBody: text("member_body", { mode: "json" }).$type<MemberBody>(),
    /** Whose card: a deleted member's waiting job (and the details it holds) goes with the account. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** A finished job's row is deleted once its file is stored: the file is the record. */
    status: text("status", { enum: ["pending", "claimed", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    progress: integer("progress").notNull().default(0),
    error: text("error"),
    /** Random per claim: only the current claimer may report or upload. */
    claimId: text("claim_id"),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("end_card_jobs_due_idx").on(t.status, t.createdAt)],
);

/**
 * A member's voice-over recording waiting to be decoded where the runtime has no decoder (the
 * Worker): the raw upload sits in the media store under `key`, the Node render service claims the
 * row, decodes it to WAV and hands it back; the app then checks and stores the take as Node does
 * (services/voice/recording-jobs.ts). The member's request waits on the row for the outcome.
 */
export const recordingJobs = sqliteTable(
  "recording_jobs",
  {
    /** The raw upload's media key (voice-overs/<user>/<video>/upload-<random>.bin). */
    key: text("key").primaryKey(),
    /** Whose recording: a deleted member's waiting job goes with the account. */
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    videoId: integer("video_id").notNull(),
    /** Which cut the member voiced: each cut has its own voice-over. */
    cut: text("cut", { enum: ["full", "short"] })
      .notNull()
      .default("full"),
    /** The script the member read: the take's captions are timed against it. */
    script: text("script").notNull(),
    /** done and rejected are outcomes the waiting request reads, then deletes. */
    status: text("status", { enum: ["pending", "claimed", "done", "rejected", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    /** Rejected: the message the member sees, as on Node. Pending or failed: what went wrong last. */
    error: text("error"),
    /** Rejected: the answer's code, as Node answers (UNSUPPORTED_MEDIA for a file that is not audio, BAD_REQUEST for a bad length or silence). */
    errorCode: text("error_code"),
    /** Random per claim: only the current claimer may upload or fail the job. */
    claimId: text("claim_id"),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("recording_jobs_due_idx").on(t.status, t.createdAt)],
);

/**
 * A member's market figures for one month: set once, shown on every market-update post and caption.
 * One row per member and month; the newest month is the current one.
 */
export const memberMarketFigures = sqliteTable(
  "member_market_figures",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** YYYY-MM */
    month: text("month").notNull(),
    area: text("area"),
    /** Whole dollars. */
    medianPrice: integer("median_price"),
    daysOnMarket: integer("days_on_market"),
    /** Tenths of a month (24 = 2.4): integers compare and hash exactly. */
    monthsOfSupplyTenths: integer("months_of_supply_tenths"),
    newListings: integer("new_listings"),
    source: text("source"),
    priorMonthMedianPrice: integer("prior_month_median_price"),
    priorYearMedianPrice: integer("prior_year_median_price"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/** A member's refund claim under the guarantee, with the evidence as it stood when filed. */
export const guaranteeClaims = sqliteTable(
  "guarantee_claims",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** open | approved | rejected (the admin side decides; only "open" is written here). */
    status: text("status", { enum: CLAIM_STATUSES }).notNull().default("open"),
    evidence: text("evidence", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One open claim per member, held by the database rather than a read-then-write.
  (t) => [uniqueIndex("guarantee_claims_one_open_idx").on(t.userId).where(sql`status = 'open'`)],
);

/** One refund of a purchase, recorded once whether the admin's call or the provider's webhook lands first. */
export const purchaseRefunds = sqliteTable("purchase_refunds", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  purchaseId: integer("purchase_id")
    .notNull()
    .references(() => purchases.id),
  amountCents: integer("amount_cents").notNull(),
  /** The provider's refund id (re_…); null for a $0 order, which has nothing to send back. */
  providerRefundId: text("provider_refund_id").unique(),
  /** The admin's click (one key per dialog) or the provider's refund id: a replay refunds once. */
  idempotencyKey: text("idempotency_key").notNull().unique(),
  /** Random per batch: the batch's later statements run only where its own insert won. */
  claim: text("claim").notNull(),
  /** admin | claim | provider (made in the provider's dashboard, learnt from the webhook). */
  source: text("source").notNull(),
  reason: text("reason").notNull().default(""),
  tierBefore: text("tier_before"),
  tierAfter: text("tier_after"),
  actorEmail: text("actor_email").notNull(),
  createdAt: createdAt(),
});

/** Refunds of the built-in test-mode provider's charges (it stands in for Stripe's records). */
export const testPaymentRefunds = sqliteTable("test_payment_refunds", {
  id: text("id").primaryKey(),
  intentId: text("intent_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  createdAt: createdAt(),
});

/** The admin's answer to a guarantee claim; the claim's own status moves with it in one batch. */
export const guaranteeClaimDecisions = sqliteTable("guarantee_claim_decisions", {
  claimId: integer("claim_id")
    .primaryKey()
    .references(() => guaranteeClaims.id, { onDelete: "cascade" }),
  decision: text("decision", { enum: ["approved", "rejected"] }).notNull(),
  reason: text("reason").notNull().default(""),
  refundId: integer("refund_id").references(() => purchaseRefunds.id),
  actorEmail: text("actor_email").notNull(),
  createdAt: createdAt(),
});

/**
 * Each branded post or script image stored in the media store, by member: a newer render of the
 * same item and size replaces the older file, and deleting the member removes them all.
 */
export const postImageFiles = sqliteTable(
  "post_image_files",
  {
    key: text("key").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The item and size the file shows, e.g. "post-images/12/feed". */
    slot: text("slot").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("post_image_files_user_slot_idx").on(t.userId, t.slot)],
);

/**
 * Side effects of a money change (receipts, refund notices, refused orders, cancelled posts, sale
 * notices): written in the same batch as the change and sent after it, retried until sent
 * (services/mail/notice-outbox.ts). A row names what it is about; the message is made when sent.
 */
export const noticeOutbox = sqliteTable(
  "notice_outbox",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["receipt", "sale", "refund", "order_refused", "posts_cancelled", "welcome"] }).notNull(),
    /** The order (receipt, sale, order_refused), refund (refund, posts_cancelled by refund) or user. */
    refId: integer("ref_id").notNull(),
    /** One row per fact: a replayed batch cannot queue the same notice twice. */
    dedupeKey: text("dedupe_key").notNull().unique(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: integer("next_attempt_at", { mode: "timestamp_ms" }).notNull(),
    claimedAt: integer("claimed_at", { mode: "timestamp_ms" }),
    sentAt: integer("sent_at", { mode: "timestamp_ms" }),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [index("notice_outbox_due_idx").on(t.sentAt, t.nextAttemptAt)],
);

/** The first-week steps a member has taken that leave no other record, and the checklist's dismissal. */
export const MEMBER_MILESTONES = ["branded_video_downloaded", "page_shared", "start_here_dismissed"] as const;
export type MemberMilestone = (typeof MEMBER_MILESTONES)[number];

/**
 * One row per member and milestone, written by the action itself (a branded download, a share link)
 * the first time it happens; later times change nothing. The "Start here" checklist reads these
 * beside the records other steps already leave (brand profile, customizations, hub posts).
 */
export const memberMilestones = sqliteTable(
  "member_milestones",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    milestone: text("milestone", { enum: MEMBER_MILESTONES }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.milestone] })],
);
