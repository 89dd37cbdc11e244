import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';
/** The class the accessibility menu's "Reduce motion" puts on the page root (app/accessibility.tsx). */
const rootClass = 'reduced-motion';

/** Whether the visitor asks for less motion: in their system's settings, or with the accessibility menu. */
export function reducedMotionWanted(): boolean {
  if (typeof window === 'undefined') return false;
  return window.matchMedia?.(query).matches === true || document.documentElement.classList.contains(rootClass);
}

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  const classes = new MutationObserver(onChange);
  classes.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    list.removeEventListener('change', onChange);
    classes.disconnect();
  };
}

/** reducedMotionWanted, kept up to date as either setting changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, reducedMotionWanted, () => false);
}
