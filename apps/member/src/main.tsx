import "./zod-jitless.ts";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { answerFirstFetchesFrom, firstReadsInPage } from "./app/first-reads.ts";
import { warmLinkedTab } from "./app/warm-linked-tab.ts";
import { loadBrandFont } from "./lib/brand-font.ts";
import "./styles.css";

// A first screen drawn for the member carries its reads: the tab's code still loads early, its reads need not.
const firstReads = firstReadsInPage(document);
if (firstReads) answerFirstFetchesFrom(firstReads);
warmLinkedTab(window.location, { reads: !firstReads });
loadBrandFont();

const root = document.getElementById("root");
// An address drawn on the server or by the build (its first screen is in the HTML) is hydrated; the
// plain loading screen of index.html is replaced. Hydrating as a transition lets React yield to the
// browser every few milliseconds: the page is already painted, and input stays answered meanwhile.
if (root?.hasAttribute("data-prerendered")) {
  startTransition(() => {
    hydrateRoot(root, <App firstReads={firstReads} />);
  });
} else if (root) createRoot(root).render(<App />);
