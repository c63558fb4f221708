// Locks page scrolling while a modal is open (part 1 §2.15), compensating for the scrollbar so the
// page behind does not shift sideways.
let locks = 0;
let saved = { overflow: "", paddingRight: "" };

export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks === 0) {
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = "hidden";
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  locks++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks--;
    if (locks === 0) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
    }
  };
}
