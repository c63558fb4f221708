import "./zod-jitless.ts";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { answerFirstFetchesFrom, firstReadsInPage, withLeftOutReads } from "./app/first-reads.ts";
import { loadBrandFont } from "./lib/brand-font.ts";
import { holdEarlyPresses } from "./lib/early-presses.tsx";
import { loadDrawnParts } from "./lib/lazy-part.tsx";
import "./styles.css";

loadBrandFont();

const root = document.getElementById("root");
// An address drawn on the server or by the build (its first screen is in the HTML) is hydrated once
// the code of the parts it shows is here (the page's inline script asked for it with this entry,
// after the first paint): a part still loading would be drawn again rather than hydrated. The plain
// loading screen of index.html is replaced. Hydrating as a transition lets React yield to the browser every few
// milliseconds, so input stays answered meanwhile.
if (root?.hasAttribute("data-prerendered")) {
  const parts = (root.dataset.parts ?? "").split(" ").filter(Boolean);
  holdEarlyPresses(root);
  const inPage = firstReadsInPage(document);
  // The parts' code and the reads too large for the page: both asked for with this entry.
  void Promise.all([loadDrawnParts(parts), inPage && withLeftOutReads(inPage)]).then(([, firstReads]) => {
    // A first screen drawn for the member comes with its reads: the page asks for none of them again.
    if (firstReads) answerFirstFetchesFrom(firstReads);
    startTransition(() => {
      hydrateRoot(root, <App firstReads={firstReads} />);
    });
  });
} else if (root) createRoot(root).render(<App />);
