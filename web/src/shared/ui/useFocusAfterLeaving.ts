import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A list whose item leaves it once the user has acted on it (a filter lets go of a request marked
 * handled): the focus its buttons had would fall to the page's body. It goes to the next item's
 * heading instead (else the one before, else `empty`, the words saying none is left), before the
 * screen is drawn, unless it has moved elsewhere meanwhile. `ids`: the items shown, in order;
 * `actedOn`: whether an item that left was acted on here (its focus is ours to hand on), called once
 * per item that left; `headingOf`: the element that takes the focus for an item (tabIndex -1).
 */
export function useFocusAfterLeaving(ids: readonly string[], actedOn: (id: string) => boolean, headingOf: (id: string) => HTMLElement | null, empty: RefObject<HTMLElement | null>) {
  const before = useRef<readonly string[]>(ids);
  useLayoutEffect(() => {
    const was = before.current;
    before.current = ids;
    if (was === ids) return;
    const now = new Set(ids);
    for (const [at, id] of was.entries()) {
      if (now.has(id) || !actedOn(id)) continue;
      const active = document.activeElement;
      if (active && active !== document.body) continue;
      const next = was.slice(at + 1).find((other) => now.has(other)) ?? was.slice(0, at).reverse().find((other) => now.has(other));
      (next ? headingOf(next) : empty.current)?.focus();
    }
  });
}
