// The route table (part 1 §2.1). Each page is its own lazily loaded chunk, so a visitor downloads
// only the screen they open: a member never loads the admin code, and the form libraries (zod,
// react-hook-form) live in the auth screens' chunks, not in the first load of /dashboard.
// To add a page: one lazy import and one entry below, listing the sessions that may open it.
import { type ComponentType, lazy } from "react";
import { paths } from "../config/paths.ts";
import { ToAdminDashboard, ToLandingPage } from "./redirects.tsx";

export type SessionKind = "signedOut" | "user" | "admin";

export interface RouteEntry {
  path: string;
  component: ComponentType;
  sessions: readonly SessionKind[];
}

const EVERYONE: readonly SessionKind[] = ["signedOut", "user", "admin"];
const SIGNED_OUT: readonly SessionKind[] = ["signedOut"];
const MEMBER: readonly SessionKind[] = ["user"];
const ADMIN: readonly SessionKind[] = ["admin"];

const LoginPage = lazy(() => import("./pages/login.tsx"));
const RegisterPage = lazy(() => import("./pages/register.tsx"));
const SetPasswordPage = lazy(() => import("./pages/set-password.tsx"));
const ForgotPasswordPage = lazy(() => import("./pages/forgot-password.tsx"));
const ResetPasswordPage = lazy(() => import("./pages/reset-password.tsx"));
const DashboardPage = lazy(() => import("./pages/dashboard.tsx"));
const AdminDashboardPage = lazy(() => import("./pages/admin-dashboard.tsx"));
const SocialHubPage = lazy(() => import("./pages/social-hub.tsx"));
const SocialSetupPage = lazy(() => import("./pages/social-setup.tsx"));
// Purchase is its own chunk (Stripe code never in the dashboard's first load).
const PurchasePage = lazy(() => import("./pages/purchase.tsx"));
const AccountPage = lazy(() => import("./pages/account.tsx"));

export const ROUTES: readonly RouteEntry[] = [
  // Accounts.
  { path: paths.login.path, component: LoginPage, sessions: EVERYONE },
  { path: paths.register.path, component: RegisterPage, sessions: ["signedOut", "user"] },
  { path: paths.setPassword.path, component: SetPasswordPage, sessions: SIGNED_OUT },
  { path: paths.forgotPassword.path, component: ForgotPasswordPage, sessions: SIGNED_OUT },
  { path: paths.resetPassword.path, component: ResetPasswordPage, sessions: SIGNED_OUT },
  // Signed out, the admin addresses show the login screen and /dashboard the landing page.
  { path: paths.admin.path, component: LoginPage, sessions: SIGNED_OUT },
  { path: paths.adminLogin.path, component: LoginPage, sessions: SIGNED_OUT },
  { path: paths.adminLoginAlias.path, component: LoginPage, sessions: SIGNED_OUT },
  { path: paths.dashboard.path, component: ToLandingPage, sessions: SIGNED_OUT },

  // Members.
  { path: paths.dashboard.path, component: DashboardPage, sessions: MEMBER },
  { path: paths.social.path, component: SocialHubPage, sessions: MEMBER },
  { path: paths.socialHub.path, component: SocialHubPage, sessions: MEMBER },
  { path: paths.socialSetup.path, component: SocialSetupPage, sessions: MEMBER },

  // Purchase and account (part 2 §2); signed out, /account asks to log in.
  { path: paths.purchase.path, component: PurchasePage, sessions: EVERYONE },
  { path: paths.checkout.path, component: PurchasePage, sessions: EVERYONE },
  { path: paths.account.path, component: AccountPage, sessions: ["signedOut", "user"] },

  // Admins: every dashboard address leads to the admin dashboard.
  { path: paths.adminDashboard.path, component: AdminDashboardPage, sessions: ADMIN },
  { path: paths.admin.path, component: ToAdminDashboard, sessions: ADMIN },
  { path: paths.adminDashboardLegacy.path, component: ToAdminDashboard, sessions: ADMIN },
  { path: paths.dashboard.path, component: ToAdminDashboard, sessions: ADMIN },
];

export function routesFor(session: SessionKind): RouteEntry[] {
  return ROUTES.filter((route) => route.sessions.includes(session));
}
