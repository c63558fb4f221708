import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element has come within `margin` of the screen, and from then on. The Posts tab's
 * market-update cards read their figures only then: 24 reads on opening the tab competed with the
 * first card's image.
 */
export function useNearScreen(ref: RefObject<Element | null>, margin = "600px"): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near, margin]);
  return near;
}
