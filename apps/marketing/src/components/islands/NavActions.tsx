// The auth-aware end of the top navigation. The server renders the signed-out buttons; the island
// hydrates only for a signed-in visitor (client:signedin), then shows Dashboard instead of Login
// and 'Get Instant Access'. It confirms the session itself, so it is also correct under any other
// directive.
import { useEffect, useState } from "react";
import { buttonClass } from "../../lib/button.ts";

interface AuthStatus {
  authenticated: boolean;
}

export default function NavActions() {
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/status", { credentials: "same-origin", signal: controller.signal, headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<AuthStatus>) : null))
      .then((status) => setSignedIn(status?.authenticated === true))
      .catch(() => {});
    return () => controller.abort();
  }, []);

  if (signedIn) {
    return (
      <a href="/dashboard" className={buttonClass("brand", "sm")}>
        Dashboard
      </a>
    );
  }
  return (
    <>
      <a href="/login" className={buttonClass("ghost", "sm")}>
        Login
      </a>
      <a href="/purchase" className={buttonClass("accent", "sm", "sm:hidden")}>
        Buy Now
      </a>
      <a href="/purchase" className={buttonClass("accent", "sm", "max-sm:hidden")}>
        Get Instant Access
      </a>
    </>
  );
}
