import { useEffect, type RefObject } from 'react';

/**
 * A row of tabs that scrolls sideways (the patient dialog's on a phone) says so: the tab list inside
 * `ref` carries `data-more-before` / `data-more-after` while tabs are hidden on that side, for the
 * styles to fade that edge. A list that fits carries neither. Kept out of Tabs: only the patient
 * dialog's row scrolls, and the public site's first visit loads Tabs (its budget of script, issue 11).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const el = ref.current?.querySelector<HTMLElement>('[role="tablist"]');
    if (!el) return;
    const update = () => {
      const hidden = el.scrollWidth - el.clientWidth;
      const start = Math.abs(el.scrollLeft);
      el.toggleAttribute('data-more-before', hidden > 1 && start > 1);
      el.toggleAttribute('data-more-after', hidden > 1 && start < hidden - 1);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resized?.observe(el);
    return () => {
      el.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref]);
}
