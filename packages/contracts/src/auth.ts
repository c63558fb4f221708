// Request bodies of the accounts API with the spec's messages (part 1 §5, part 2 §5).
// The server validates with these and the member app's forms use the same schemas.
import { z } from "zod";

const email = z.string().trim().toLowerCase().email("Please enter a valid email address").max(254);
const name = (label: string) => z.string().trim().min(2, `${label} must be at least 2 characters`).max(80);
/** Upper bound keeps scrypt's input small; no lower bound here: each form states its own. */
const newPassword = (message: string) => z.string().min(8, message).max(200);

/**
 * Said when a new password is long enough but on the list of common and breached passwords, or is
 * one character repeated (ASVS 5.0 V6.2.4: no composition rules, a blocklist instead). The server
 * checks it; the forms show it under the password field like the length messages.
 */
export const PASSWORD_TOO_COMMON = "This password is too common and easy to guess. Please choose a different one.";
/** Said when a new password is the account's own e-mail address or its name part. */
export const PASSWORD_IS_EMAIL = "Your password can't be your email address. Please choose a different one.";

export const loginInput = z.object({
  email,
  password: z.string().min(1, "Password is required").max(200),
});

export const registerInput = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  password: newPassword("Password must be at least 8 characters"),
});

/** The register form adds a confirmation field that never leaves the browser. */
export const registerForm = registerInput
  .extend({ confirmPassword: z.string().min(8, "Please confirm your password") })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

export const demoLoginInput = z.object({
  email: z.string().trim().toLowerCase().min(1, "Please provide both email and name").email("Please enter a valid email address"),
  name: z.string().trim().min(1, "Please provide both email and name").max(160),
});

export const forgotPasswordInput = z.object({ email });

export const resetPasswordInput = z.object({
  token: z.string().min(1, "Invalid reset link. Please request a new password reset.").max(200),
  newPassword: newPassword("Password must be at least 8 characters long."),
});

/** Set password without the e-mailed link's token (id and e-mail alone never suffice). */
export const MISSING_SET_PASSWORD_LINK =
  "Open the link from your set-password e-mail to choose a password, or request a new e-mail.";

export const setPasswordInput = z.object({
  token: z.string({ error: MISSING_SET_PASSWORD_LINK }).min(1, MISSING_SET_PASSWORD_LINK).max(200),
  /** The spec's fields: optional, and when sent they must match the token's account. */
  userId: z.coerce.number().int().positive("Session expired").nullish(),
  email: email.nullish(),
  password: newPassword("Password must be at least 8 characters long."),
});
export type SetPasswordInput = z.infer<typeof setPasswordInput>;

export const preferencesInput = z.object({
  defaultLocation: z.string().trim().max(120).nullish(),
  defaultSpecialty: z.string().trim().max(120).nullish(),
  defaultPersonality: z.string().trim().max(120).nullish(),
});

/** The spec's client sends only newPassword; the server also wants currentPassword (docs/decisions/). */
export const changePasswordInput = z.object({
  currentPassword: z.string().min(1, "Current password is required").max(200),
  newPassword: newPassword("Password must be at least 8 characters"),
});

/** Changing the e-mail also needs the current password; names alone do not. */
export const profileInput = z.object({
  firstName: name("First name"),
  lastName: name("Last name"),
  email,
  currentPassword: z.string().max(200).optional(),
});

export type LoginInput = z.infer<typeof loginInput>;
export type RegisterInput = z.infer<typeof registerInput>;
export type DemoLoginInput = z.infer<typeof demoLoginInput>;
export type PreferencesInput = z.infer<typeof preferencesInput>;

/** The current user as GET /api/auth/user answers it (part 1 §3). */
export interface CurrentUser {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  role: "user" | "admin";
  isAdmin: boolean;
  accessLevel: string;
  isDemo: boolean;
  hasPassword: boolean;
  defaultLocation: string | null;
  defaultSpecialty: string | null;
  defaultPersonality: string | null;
  createdAt: string;
}
