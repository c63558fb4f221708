import "./zod-jitless.ts";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { loadBrandFont } from "./lib/brand-font.ts";
import "./styles.css";

// Only an address with a #tab has a tab to warm: the code doing it stays out of every other first load.
if (window.location.hash) void import("./app/warm-linked-tab.ts").then((m) => m.warmLinkedTab(window.location));
loadBrandFont();

const root = document.getElementById("root");
// An address the build drew (its first screen is in the HTML) is hydrated; the plain loading
// screen of index.html is replaced.
if (root?.hasAttribute("data-prerendered")) hydrateRoot(root, <App />);
else if (root) createRoot(root).render(<App />);
