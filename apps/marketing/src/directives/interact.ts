// client:interact: hydrates an island when the visitor first points at, focuses or touches it.
// A click that arrives before hydration has finished is held and replayed on the same element,
// so the first click always works (e.g. the play button of a video thumbnail).
import type { ClientDirective } from "astro";

const WARM_UP = ["pointerover", "focusin", "touchstart"] as const;

const interactDirective: ClientDirective = (load, _options, el) => {
  let hydrated: Promise<void> | null = null;
  let done = false;

  const stopListening = () => {
    el.removeEventListener("click", onClick, true);
    for (const type of WARM_UP) el.removeEventListener(type, warmUp, true);
  };
  const start = () => {
    hydrated ??= load()
      .then((hydrate) => hydrate())
      .then(() => {
        done = true;
        stopListening();
      });
    return hydrated;
  };
  const warmUp = () => void start();
  function onClick(event: MouseEvent) {
    if (done) return;
    const target = event.target;
    event.preventDefault();
    event.stopPropagation();
    void start().then(() => {
      if (target instanceof Element && target.isConnected) {
        target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, composed: true, view: window }));
      }
    });
  }

  for (const type of WARM_UP) el.addEventListener(type, warmUp, { capture: true, passive: true });
  el.addEventListener("click", onClick, true);
};

export default interactDirective;
