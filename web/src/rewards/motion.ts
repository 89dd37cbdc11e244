import { useMediaQuery } from '../shared/useMediaQuery';

/** Visitors who ask for reduced motion see changes at once: no counting up, no sliding rows. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
