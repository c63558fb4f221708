import { useEffect } from "react";
import { Redirect as InAppRedirect } from "wouter";
import { isSpaPath } from "../config/paths.ts";
import { LoadingScreen } from "./loading-screen.tsx";

/**
 * Sends the visitor on, replacing the address in the history: inside the app without a page load
 * (admins from every dashboard address to the admin dashboard, part 1 §6), or with one when the
 * address is another site's (signed out, /dashboard shows the marketing site's landing page).
 */
export function Redirect({ to }: { to: string }) {
  if (isSpaPath(to)) return <InAppRedirect to={to} replace />;
  return <FullPageRedirect to={to} />;
}

function FullPageRedirect({ to }: { to: string }) {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return <LoadingScreen />;
}
