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

/**
 * Runs once the browser has painted what it has: with the code already cached (a returning member)
 * it would otherwise run before the first paint, and the drawn page would wait for it.
 */
function afterFirstPaint(run: () => void): void {
  let ran = false;
  const once = () => {
    if (!ran) run();
    ran = true;
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  // A tab opened in the background paints no frame until it is shown.
  setTimeout(once, 100);
}

const root = document.getElementById("root");
// An address drawn on the server or by the build (its first screen is in the HTML) is hydrated once
// painted and once the code of the parts it shows is here (their modulepreloads came with the
// HTML): a part still loading would be drawn again rather than hydrated. The plain loading screen of
// index.html is replaced. Hydrating as a transition lets React yield to the browser every few
// milliseconds, so input stays answered meanwhile.
if (root?.hasAttribute("data-prerendered")) {
  const parts = (root.dataset.parts ?? "").split(" ").filter(Boolean);
  holdEarlyPresses(root);
  const inPage = firstReadsInPage(document);
  // The parts' code and the reads too large for the page: both on their way since the HTML came.
  void Promise.all([loadDrawnParts(parts), inPage && withLeftOutReads(inPage)]).then(([, firstReads]) => {
    // A first screen drawn for the member comes with its reads: the page asks for none of them again.
    if (firstReads) answerFirstFetchesFrom(firstReads);
    afterFirstPaint(() =>
      startTransition(() => {
        hydrateRoot(root, <App firstReads={firstReads} />);
      }),
    );
  });
} else if (root) createRoot(root).render(<App />);
