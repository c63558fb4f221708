// Every member page's one inline script: the build writes it into the head of each page in place of
// the app's script tags (vite.config.ts), and the server allows it by its hash. The page's first
// screen is in its HTML; this loads the app's code only once the browser has painted that HTML, so
// the first paint shares neither the network nor the processor with the code. Until the app can
// answer them, presses on the drawn page's controls are held here (lib/early-presses.tsx takes
// them over and replays them once the page is hydrated).
(() => {
  const boot = document.currentScript;
  // Kept in step with lib/early-presses.tsx, which holds presses from the app's start on.
  const PRESS = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"];
  const ANSWERED_BY_THE_APP = "button:not([type=submit]), [role=tab], [role=button], [role=menuitem]";
  const presses = [];
  const hold = (event) => {
    const control = event.target instanceof Element ? event.target.closest(ANSWERED_BY_THE_APP) : null;
    if (!event.isTrusted || !(event instanceof MouseEvent) || !control) return;
    if (!control.closest("#root[data-prerendered]") || control.closest("a[href]")) return;
    event.stopImmediatePropagation();
    presses.push(event);
  };
  for (const kind of PRESS) window.addEventListener(kind, hold, true);
  window.earlyPresses = {
    presses,
    stop: () => {
      for (const kind of PRESS) window.removeEventListener(kind, hold, true);
    },
  };

  const words = (value) => (value ?? "").split(" ").filter(Boolean);
  const link = (rel, href) => {
    const element = document.createElement("link");
    element.rel = rel;
    element.href = href;
    return element;
  };
  const load = () => {
    // One insertion into the head: each one on its own would have the browser look at it again.
    const loads = document.createDocumentFragment();
    // The reads too large for the page, as the app fetches them (cors, with the session's cookie).
    for (const read of words(boot.dataset.reads)) {
      const element = link("preload", read);
      element.as = "fetch";
      element.crossOrigin = "use-credentials";
      loads.append(element);
    }
    for (const module of words(boot.dataset.modules)) loads.append(link("modulepreload", module));
    const entry = document.createElement("script");
    entry.type = "module";
    entry.src = boot.dataset.entry;
    loads.append(entry);
    // Code the page may need later (the toasts), fetched when the browser is idle.
    for (const file of words(boot.dataset.prefetch)) loads.append(link("prefetch", file));
    document.head.append(loads);
  };
  let loaded = false;
  const loadOnce = () => {
    if (!loaded) load();
    loaded = true;
  };
  // Once the browser says the page's content is on screen (with a late safety net, should it never
  // say). A browser that reports no paint loads after the first frame of the parsed page. A page
  // opened in the background paints nothing until shown: it loads now.
  const reportsPaint = PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (document.visibilityState !== "visible") loadOnce();
  else {
    if (reportsPaint) {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName("first-contentful-paint").length) return;
        observer.disconnect();
        setTimeout(loadOnce, 0);
      }).observe({ type: "paint", buffered: true });
    }
    const parsed = () => (reportsPaint ? setTimeout(loadOnce, 3000) : requestAnimationFrame(() => setTimeout(loadOnce, 0)));
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", parsed, { once: true });
    else parsed();
  }
})();
