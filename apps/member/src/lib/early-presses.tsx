import { useEffect } from "react";

// What a press sends, in the order the browser sends it. Radix's tabs choose on mousedown, buttons
// act on click: a press is replayed whole.
const PRESS = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"] as const;

// Controls with no action of their own before the app answers them. A link or a form control acts
// natively (a link navigates), so replaying its press would act twice.
const ANSWERED_BY_THE_APP = "button:not([type=submit]), [role=tab], [role=button], [role=menuitem]";

declare global {
  interface Window {
    /** The presses the page's inline script (page-boot.js) held before the app's code ran. */
    earlyPresses?: { presses: MouseEvent[]; stop: () => void };
  }
}

let held: MouseEvent[] = [];
let stopHolding: (() => void) | undefined;

/**
 * Holds the presses that reach a first screen drawn in the HTML before React has hydrated it: they
 * would reach no handler and be lost (a member who taps the Posts tab while the code is still on its
 * way would see nothing happen). `<ReplayEarlyPresses />` sends them again once the page is hydrated.
 * Only the controls drawn in the HTML are held: one React draws later (an error screen, say) answers
 * its presses itself.
 */
export function holdEarlyPresses(root: HTMLElement): void {
  const drawn = new Set(root.querySelectorAll(ANSWERED_BY_THE_APP));
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest(ANSWERED_BY_THE_APP) : null;
    if (!event.isTrusted || !(event instanceof MouseEvent) || !control || !drawn.has(control)) return;
    if (control.closest("a[href]")) return;
    // Held, not shared: React, listening on the same root once hydration starts, would otherwise
    // answer it too while the page is still being hydrated.
    event.stopImmediatePropagation();
    held.push(event);
  };
  for (const kind of PRESS) root.addEventListener(kind, hold, true);
  // The page's inline script held the presses made before this code ran: they are ours now.
  const before = window.earlyPresses;
  if (before) {
    before.stop();
    held.push(...before.presses);
    window.earlyPresses = undefined;
  }
  // Said on the page too, for whoever looks at it (a test presses once this is there).
  root.toggleAttribute("data-holding-presses", true);
  stopHolding = () => {
    for (const kind of PRESS) root.removeEventListener(kind, hold, true);
    root.toggleAttribute("data-holding-presses", false);
  };
}

/** What a control says it is: its label, else its text. */
const nameOf = (control: Element) => (control.getAttribute("aria-label") ?? control.textContent ?? "").trim();

/**
 * Where a held press goes: the element pressed while it is still on the page. A page that replaces
 * its drawn screen rather than hydrating it (the Social Hub draws from the build's shell) drew the
 * same control again: the one control of the same kind, role and name, if there is exactly one.
 */
function pressTarget(target: EventTarget | null): Element | undefined {
  if (!(target instanceof Element)) return undefined;
  if (target.isConnected) return target;
  const control = target.closest(ANSWERED_BY_THE_APP);
  if (!control) return undefined;
  const twins = [...document.querySelectorAll(ANSWERED_BY_THE_APP)].filter(
    (drawn) =>
      drawn.tagName === control.tagName &&
      drawn.getAttribute("role") === control.getAttribute("role") &&
      nameOf(drawn) === nameOf(control),
  );
  return twins.length === 1 ? twins[0] : undefined;
}

function replayEarlyPresses(): void {
  stopHolding?.();
  stopHolding = undefined;
  const presses = held;
  held = [];
  for (const event of presses) {
    const target = pressTarget(event.target);
    if (!target) continue;
    // The event's own fields (button, coordinates, pointer type) initialise its copy.
    const Kind = event.constructor as typeof MouseEvent;
    target.dispatchEvent(new Kind(event.type, event));
  }
}

/**
 * Placed beside the routed page, inside its Suspense boundary: its effect runs once that boundary
 * (the page) is hydrated, or drawn in place of the build's screen, and sends the presses held until
 * then. A root drawn in the browser holds none.
 */
export function ReplayEarlyPresses(): null {
  useEffect(replayEarlyPresses, []);
  return null;
}
