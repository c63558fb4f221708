// "Skip to main content" on every app page: the first stop of the Tab key, in the HTML before any
// script runs. Every page's <main> has the id "main".
import type { MouseEvent } from "react";

function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById("main");
  if (!main) return;
  e.preventDefault();
  // Focusable by script only, so the next Tab continues from inside the main content.
  if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  main.focus();
  main.scrollIntoView();
}

export function SkipLink() {
  return (
    // biome-ignore lint/a11y/useValidAnchor: the link jumps to #main without script too; the handler also moves focus there, so the next Tab continues inside.
    <a
      href="#main"
      onClick={skipToMain}
      className="sr-only rounded-lg bg-white px-4 py-2 font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:ring-3 focus:ring-brand-500/40 focus:outline-none"
    >
      Skip to main content
    </a>
  );
}
