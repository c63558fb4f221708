// The account area (part 2 §2 'Account settings', §5, §8): profile, password and purchase history.
import { z } from "zod";
import { changePasswordInput, profileInput } from "./auth.ts";

export { profileInput };
export type ProfileInput = z.input<typeof profileInput>;

export const PROFILE_FAILED = "Failed to update profile. Please try again.";
export const PASSWORD_FAILED = "Failed to update password. Please check your current password.";
export const NO_PURCHASES = "No purchases found.";
export const EMAIL_IN_USE = "Another account already uses this email address.";
export const EMAIL_CHANGE_NEEDS_PASSWORD = "Enter your current password to change your email.";
export const CURRENT_PASSWORD_WRONG = "Current password is incorrect";
export const DEMO_EMAIL_REFUSED = "Demo accounts cannot change the email. Buy a plan to get your own account.";

/** The Security tab: current, new and a confirmation that never leaves the browser. */
export const passwordChangeForm = changePasswordInput
  .extend({ confirmPassword: z.string().min(8, "Please confirm your password") })
  .refine((v) => v.newPassword === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });
export type PasswordChangeForm = z.input<typeof passwordChangeForm>;

/** One row of GET /api/user/purchases; amount is in cents (part 2 §3). */
export interface PurchaseRefundRecord {
  /** Cents given back by this refund. */
  amount: number;
  createdAt: string;
}

export interface PurchaseRecord {
  id: number;
  productType: string;
  fromTier: string | null;
  amount: number;
  discountCode: string | null;
  createdAt: string;
  /** Cents refunded so far (the sum of `refunds`). */
  refundedAmount: number;
  /** none, partial (some of it given back) or full (all of it given back: the purchase no longer counts). */
  refundStatus: "none" | "partial" | "full";
  /** Oldest first. */
  refunds: PurchaseRefundRecord[];
}
