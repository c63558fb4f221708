// client:signedin: hydrates an island only for a signed-in visitor. After the page is idle it asks
// GET /api/auth/status; a signed-out visitor (most of a marketing site's traffic) never downloads
// the island's framework code at all.
import type { ClientDirective } from "astro";

const signedInDirective: ClientDirective = (load) => {
  const check = async () => {
    try {
      const res = await fetch("/api/auth/status", { credentials: "same-origin", headers: { accept: "application/json" } });
      const status = res.ok ? ((await res.json()) as { authenticated?: unknown }) : null;
      if (status?.authenticated !== true) return;
      const hydrate = await load();
      await hydrate();
    } catch {
      // Offline or the API is down: the signed-out buttons stay, which is always a working state.
    }
  };
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => void check(), { timeout: 2000 });
  else setTimeout(() => void check(), 200);
};

export default signedInDirective;
