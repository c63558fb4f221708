// Document-level behaviours of the public pages' chrome, a small module every page with the top
// navigation loads: the page_view event (the home page), the logo scrolls to the top, 'Contact Us'
// scrolls to the FAQ and opens its support item after 0.5 s (part 1 §9), CTA clicks are tracked,
// and the small-screen menu closes on an outside click or Escape. Plain DOM code, so no framework loads for it.
import { track } from "./analytics.ts";

export const CONTACT_SUPPORT_ID = "contact-support";
export const CONTACT_OPEN_DELAY_MS = 500;

function openContactSupport(): void {
  const item = document.getElementById(CONTACT_SUPPORT_ID);
  if (!(item instanceof HTMLDetailsElement)) return;
  item.scrollIntoView({ behavior: "smooth", block: "center" });
  window.setTimeout(() => {
    item.open = true;
    item.querySelector("summary")?.focus({ preventScroll: true });
  }, CONTACT_OPEN_DELAY_MS);
}

function isHomePath(path: string): boolean {
  return path === "/" || path === "/home";
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;

  const cta = target.closest<HTMLElement>("[data-cta-location]");
  if (cta?.dataset.ctaLocation) track("cta_click", { location: cta.dataset.ctaLocation });

  for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")) {
    if (!menu.contains(target)) menu.open = false;
  }

  const link = target.closest<HTMLAnchorElement>("a[href]");
  if (!link) return;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return;
  const samePage = url.pathname === location.pathname || (isHomePath(url.pathname) && isHomePath(location.pathname));

  if (link.hasAttribute("data-scroll-top") && samePage) {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: "smooth" });
  } else if (url.hash === `#${CONTACT_SUPPORT_ID}` && samePage && document.getElementById(CONTACT_SUPPORT_ID)) {
    event.preventDefault();
    history.replaceState(null, "", url.hash);
    openContactSupport();
  }
}

function onKeydown(event: KeyboardEvent): void {
  if (event.key !== "Escape") return;
  for (const menu of document.querySelectorAll<HTMLDetailsElement>("details[data-menu][open]")) {
    menu.open = false;
    menu.querySelector("summary")?.focus();
  }
}

/** Installs the listeners and sends the page's page_view, if it names one (data-page-view). */
export function installChromeBehaviours(): void {
  document.addEventListener("click", onClick);
  document.addEventListener("keydown", onKeydown);
  const pageView = document.querySelector<HTMLElement>("[data-page-view]")?.dataset.pageView;
  if (pageView) track("page_view", { page: pageView });
  if (location.hash === `#${CONTACT_SUPPORT_ID}`) openContactSupport();
}
