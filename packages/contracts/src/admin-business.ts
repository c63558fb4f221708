// The admin's business side: orders, refunds, guarantee claims, the paged Users and
// Scripts lists and the integrations panel. Requests are validated with these on the server and in
// the admin app; answers are typed here.
import { ACCESS_LEVELS, PAID_TIERS } from "@realty/plans";
import { z } from "zod";
import { SCRIPT_ADMIN_CATEGORIES } from "./admin.ts";

// Orders, refunds, claims, paged lists ------------------------------------------------

/** refused: paid, but its basis changed before payment (code used up or expired, plan changed): refunded in full. */
export const ORDER_STATUSES = ["paid", "partially_refunded", "refunded", "pending", "failed", "refused"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD")
  .optional();
const page = z.coerce.number("Page must be a whole number").int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1, "Page size is 1 to 100").max(100, "Page size is 1 to 100").default(20);

export const adminOrdersQuery = z.object({
  /** E-mail, name, payment reference or discount code (case-insensitive contains). */
  q: z.string().trim().max(200).optional(),
  plan: z.enum(PAID_TIERS, { message: "Choose a plan" }).optional(),
  status: z.enum(ORDER_STATUSES, { message: "Choose a status" }).optional(),
  from: day,
  to: day,
  page,
  pageSize,
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuery>;

export const adminRefundInput = z.object({
  /** Absent: refund everything not yet refunded. */
  amountCents: z
    .number("Amount must be a whole number of cents")
    .int("Amount must be a whole number of cents")
    .min(1, "Amount must be at least 1 cent")
    .optional(),
  reason: z.string().trim().max(500, "Keep the reason under 500 characters").default(""),
  /** One per refund dialog: a double click or a retried request refunds once. */
  idempotencyKey: z.string("Missing idempotency key").regex(/^[A-Za-z0-9_-]{8,80}$/, "Invalid idempotency key"),
});
export type AdminRefundInput = z.input<typeof adminRefundInput>;

export interface AdminRefund {
  id: number;
  amountCents: number;
  providerRefundId: string | null;
  source: string;
  reason: string;
  tierBefore: string | null;
  tierAfter: string | null;
  actorEmail: string;
  createdAt: string;
}

export interface AdminOrder {
  id: number;
  /** Null once the buyer's account was deleted (then buyerName says so). */
  userId: number | null;
  buyerName: string;
  buyerEmail: string | null;
  plan: string;
  fromTier: string | null;
  amountCents: number;
  refundedCents: number;
  discountCode: string | null;
  discountPercent: number;
  paymentReference: string;
  provider: string;
  status: OrderStatus;
  /** Why a paid order was refused and refunded instead of fulfilled; null otherwise. */
  refusedReason: string | null;
  createdAt: string;
}

export interface AdminOrderDetail extends AdminOrder {
  /** The plan's price in cents before upgrade credit and discount (packages/plans). */
  listPriceCents: number;
  /** What the provider says now (succeeded, requires_payment_method…); null when it was not asked. */
  providerStatus: string | null;
  /** The receipt e-mail went out when the order was fulfilled, to the buyer's address then. */
  receipt: { sentTo: string | null; fulfilledAt: string } | null;
  refunds: AdminRefund[];
}

/** GET /api/admin/customers/{userId}: one customer, linked both ways with their orders. */
export interface AdminCustomer {
  id: number;
  name: string;
  email: string;
  accessLevel: string;
  accessLevelLabel: string;
  joinedAt: string;
  /** The newest session's start; null when they have no session now (signed out everywhere). */
  lastSignInAt: string | null;
  orders: AdminOrder[];
  refunds: AdminRefund[];
  paidCents: number;
  refundedCents: number;
  /** Paid minus refunded. */
  lifetimeValueCents: number;
  /** Leads captured, deleted (archived) ones included. */
  leadsCount: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const CLAIM_STATUSES = ["open", "approved", "rejected"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const adminClaimsQuery = z.object({
  status: z.enum(CLAIM_STATUSES, { message: "Choose a status" }).optional(),
  page,
  pageSize,
});

export const adminClaimDecisionInput = z.discriminatedUnion(
  "decision",
  [
    z.object({
      decision: z.literal("approve"),
      reason: z.string().trim().max(1000).default(""),
      idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,80}$/, "Invalid idempotency key"),
    }),
    z.object({
      decision: z.literal("decline"),
      reason: z
        .string("Give the member a reason")
        .trim()
        .min(10, "Give the member a reason (at least 10 characters)")
        .max(1000, "Keep the reason under 1000 characters"),
    }),
  ],
  { message: "Choose approve or decline" },
);
export type AdminClaimDecisionInput = z.input<typeof adminClaimDecisionInput>;

/** The member's leads and hub posts now, newest first, to check a claim's evidence against. */
export interface AdminClaimActivity {
  leads: { createdAt: string; title: string; type: string }[];
  posts: { createdAt: string; status: string; platforms: string[]; libraryVideo: boolean }[];
}

export interface AdminClaim {
  id: number;
  userId: number;
  memberName: string;
  memberEmail: string;
  accessLevel: string;
  status: string;
  note: string;
  /** What the member's tracker showed when they filed (leads, posts, dates). */
  evidence: Record<string, unknown>;
  activity: AdminClaimActivity;
  /** The order a refund would go to: the member's latest paid purchase not fully refunded. */
  orderId: number | null;
  refundableCents: number;
  decision: { decision: string; reason: string; actorEmail: string; createdAt: string } | null;
  createdAt: string;
}

export const USER_SORTS = ["createdAt", "name", "email", "accessLevel"] as const;

export const adminUsersQuery = z.object({
  q: z.string().trim().max(200).optional(),
  plan: z.enum(ACCESS_LEVELS, { message: "Choose an access level" }).optional(),
  sort: z.enum(USER_SORTS, { message: "Choose a sort" }).default("createdAt"),
  dir: z.enum(["asc", "desc"], { message: "Choose asc or desc" }).default("desc"),
  page,
  pageSize,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuery>;

/** Which outside services are configured: names and modes only, never a key. */
export interface AdminIntegrations {
  payments: "stripe" | "test";
  ai: "openai" | "built-in";
  mail: "http" | "local";
  networks: { platform: string; mode: "live" | "sandbox" | "off" }[];
}

export const SCRIPT_SORTS = ["order", "title", "views", "leads", "createdAt"] as const;

export const adminScriptsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  plan: z.enum(PAID_TIERS, { message: "Choose a plan" }).optional(),
  category: z.enum(SCRIPT_ADMIN_CATEGORIES, { message: "Choose a list category" }).optional(),
  sort: z.enum(SCRIPT_SORTS, { message: "Choose a sort" }).default("order"),
  dir: z.enum(["asc", "desc"], { message: "Choose asc or desc" }).default("asc"),
  page,
  pageSize,
});
export type AdminScriptsQuery = z.input<typeof adminScriptsQuery>;
