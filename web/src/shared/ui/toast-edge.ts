/** Where a toast stack appearing now should go: see `placeStack` in notice.tsx. */
export interface ToastEdgeInput {
  /** The bottom of the sticky bar (0 without one), in viewport pixels. */
  barBottom: number;
  stackHeight: number;
  viewportHeight: number;
  /** The focused control's box, or null when nothing has the focus (the page's body). */
  focused: { top: number; bottom: number } | null;
}

const margin = 8;

export function toastEdge({ barBottom, stackHeight, viewportHeight, focused }: ToastEdgeInput): 'top' | 'bottom' {
  // Nothing the user just did (a live toast): the bottom, off the page's heading and figures.
  if (!focused) return 'bottom';
  // Off screen (focus on a control scrolled away): nothing of it to cover.
  if (focused.bottom <= barBottom || focused.top >= viewportHeight) return 'bottom';
  // The top, unless the stack there would reach the control just used.
  return focused.top >= barBottom + stackHeight + 2 * margin ? 'top' : 'bottom';
}
