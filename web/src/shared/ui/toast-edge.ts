/** Where a toast stack should show: see `placeStack` in notice.tsx. */
export interface ToastEdgeInput {
  /** The bottom of the sticky bar (0 without one), in viewport pixels. */
  barBottom: number;
  stackHeight: number;
  viewportHeight: number;
  /** The box of the control just used, or null when the user did nothing (a live toast). */
  focused: { top: number; bottom: number } | null;
  /** The stack's edge while it already shows: kept as long as it covers nothing of that control (toasts do not jump about). */
  current?: 'top' | 'bottom';
  /** The stack's distance from the screen's bottom edge (its distance from the bar is `margin`). */
  bottomGap?: number;
}

const margin = 8;

/** How many pixels of the control (with a margin around it) the stack covers at `edge`. */
export function toastCover({ barBottom, stackHeight, viewportHeight, focused, bottomGap = margin }: ToastEdgeInput, edge: 'top' | 'bottom'): number {
  if (!focused) return 0;
  const top = edge === 'top' ? barBottom + margin : viewportHeight - bottomGap - stackHeight;
  const bottom = top + stackHeight;
  return Math.max(0, Math.min(bottom, focused.bottom + margin) - Math.max(top, focused.top - margin));
}

export function toastEdge(input: ToastEdgeInput): 'top' | 'bottom' {
  const { barBottom, viewportHeight, focused, current } = input;
  // Nothing the user just did (a live toast): the bottom, off the page's heading and figures.
  if (!focused) return current ?? 'bottom';
  // Off screen (focus on a control scrolled away): nothing of it to cover.
  if (focused.bottom <= barBottom || focused.top >= viewportHeight) return current ?? 'bottom';
  if (current && toastCover(input, current) === 0) return current;
  // The top, over what was passed, unless the stack there would reach the control just used; then the
  // bottom; and when a tall stack would cover it at either edge, the edge where it covers least.
  const top = toastCover(input, 'top');
  if (top === 0) return 'top';
  const bottom = toastCover(input, 'bottom');
  return bottom <= top ? 'bottom' : 'top';
}
