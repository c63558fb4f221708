import type { CurrentUser } from "@realty/contracts/auth";
import { isAdminRole } from "@realty/plans";
import type { User } from "../../db/types.ts";

/** The public shape of a user: never the password hash. */
export function toCurrentUser(user: User): CurrentUser {
  const isAdmin = isAdminRole(user.role);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    isAdmin,
    accessLevel: user.accessLevel,
    isDemo: user.isDemo,
    hasPassword: user.passwordHash !== null,
    defaultLocation: user.defaultLocation,
    defaultSpecialty: user.defaultSpecialty,
    defaultPersonality: user.defaultPersonality,
    createdAt: user.createdAt.toISOString(),
  };
}
