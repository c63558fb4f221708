import { type AdminDiscountCode, type AdminDiscountCodeInput, adminDiscountCodeInput } from "@realty/contracts/admin";

/** A code as the create form and inline edit hold it: everything but the id and date. */
export type CodeDraft = Omit<AdminDiscountCode, "id" | "createdAt" | "usesSoFar" | "revenueCents">;

export const PERCENT_FIELDS = [
  ["discountPercent", "All plans %"],
  ["samplerPercent", "Sampler %"],
  ["sparkPercent", "Spark %"],
  ["momentumPercent", "Momentum %"],
  ["dominationPercent", "Domination %"],
] as const;

export const EMPTY_DRAFT: CodeDraft = {
  name: "",
  code: "",
  discountPercent: 0,
  samplerPercent: 0,
  sparkPercent: 0,
  momentumPercent: 0,
  dominationPercent: 0,
  isActive: true,
  expiresAt: null,
  maxUses: null,
};

export function draftOf(code: AdminDiscountCode): CodeDraft {
  const { id: _id, createdAt: _created, usesSoFar: _uses, revenueCents: _revenue, ...draft } = code;
  return draft;
}

/** The draft as the API takes it, or the first message to show. */
export function checkDraft(draft: CodeDraft): { input: AdminDiscountCodeInput } | { error: string } {
  const result = adminDiscountCodeInput.safeParse(draft);
  return result.success ? { input: draft } : { error: result.error.issues[0]?.message ?? "Check the code's fields." };
}
