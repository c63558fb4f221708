import "./zod-jitless.ts";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { warmLinkedTab } from "./app/warm-linked-tab.ts";
import { loadBrandFont } from "./lib/brand-font.ts";
import "./styles.css";

warmLinkedTab(window.location);
loadBrandFont();

const root = document.getElementById("root");
// An address the build drew (its first screen is in the HTML) is hydrated; the plain loading
// screen of index.html is replaced.
if (root?.hasAttribute("data-prerendered")) hydrateRoot(root, <App />);
else if (root) createRoot(root).render(<App />);
