import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { reducedMotionWanted as prefersReducedMotion } from './reduced-motion';

/**
 * Scrolls to the element a URL hash names, on load and whenever the hash changes (links, the
 * address bar, back and forward), and moves focus there so keyboard users continue from it.
 * `resolve` turns a hash into an element id (null: not ours); `onTarget` runs first, e.g. to expand
 * the card, so the scroll lands on the element's final position. Scrolling is smooth only after a
 * link inside the site: instant for visitors who ask for reduced motion, on load, and on back,
 * forward or an edited address (the browser cancels a smooth scroll during a history traversal).
 */
export function useHashTarget<Id extends string>(resolve: (hash: string) => Id | null, onTarget?: (id: Id) => void) {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();
  const [request, setRequest] = useState<{ id: Id; key: string; smooth: boolean } | null>(null);
  const latest = useRef({ resolve, onTarget });
  useLayoutEffect(() => {
    latest.current = { resolve, onTarget };
  });

  // A layout effect: the target is expanded before the first paint, and a prerendered page
  // (no hash on the server) hydrates first, then expands.
  useLayoutEffect(() => {
    const id = latest.current.resolve(hash);
    if (!id) return;
    latest.current.onTarget?.(id);
    setRequest({ id, key, smooth: navigationType !== 'POP' && !prefersReducedMotion() });
  }, [hash, key, navigationType]);

  useEffect(() => {
    if (!request) return;
    // After the frame that shows the expanded target, so the scroll ends where it is drawn.
    const frame = requestAnimationFrame(() => {
      const target = document.getElementById(request.id);
      if (!target) return;
      target.scrollIntoView({ behavior: request.smooth ? 'smooth' : 'auto', block: 'start' });
      target.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [request]);
}
