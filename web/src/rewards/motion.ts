import { useReducedMotion as useReducedMotionWanted } from '../shared/reduced-motion';

/** Visitors who ask for reduced motion see changes at once: no counting up, no sliding rows. */
export function useReducedMotion(): boolean {
  return useReducedMotionWanted();
}
