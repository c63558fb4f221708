import { useEffect } from "react";
import { Redirect } from "wouter";
import { paths } from "../config/paths.ts";
import { LoadingScreen } from "./loading-screen.tsx";

/** Signed out, /dashboard shows the landing page: the marketing site's, through a full page load. */
export function ToLandingPage() {
  useEffect(() => {
    window.location.replace(paths.home.path);
  }, []);
  return <LoadingScreen />;
}

/** Admins are sent to the admin dashboard from every dashboard address (part 1 §6). */
export function ToAdminDashboard() {
  return <Redirect to={paths.adminDashboard.path} replace />;
}
