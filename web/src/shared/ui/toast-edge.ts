/** Where a toast shows (see `placeToasts` in toast-place.ts): one rule for the page's stack and a dialog's outlet. */
export type Edge = 'top' | 'bottom';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface ToastEdgeInput {
  /** The toast's box at each edge of its place, in viewport pixels. */
  at: Record<Edge, Box>;
  /** What of the screen the user sees: under the sticky bar (0 without one) down to the screen's bottom. */
  view: { top: number; bottom: number };
  /** The box of the control just used, or null when the user did nothing (a live toast). */
  focused: Box | null;
  /** The edge while it already shows: kept as long as it covers nothing of that control (toasts do not jump about). */
  current?: Edge;
  /** Where it goes when it covers nothing there: the top, over what was passed (what comes next is lower down). */
  prefer?: Edge;
  /** Where it goes when the user did nothing: the bottom, off the page's heading and figures. */
  idle?: Edge;
}

const margin = 8;

/** How many pixels of the control (with a margin around it) the toast covers, top to bottom, at `edge`; none when it is beside it. */
export function toastCover({ at, focused }: ToastEdgeInput, edge: Edge): number {
  if (!focused) return 0;
  const toast = at[edge];
  if (toast.right <= focused.left - margin || focused.right + margin <= toast.left) return 0;
  return Math.max(0, Math.min(toast.bottom, focused.bottom + margin) - Math.max(toast.top, focused.top - margin));
}

export function toastEdge(input: ToastEdgeInput): Edge {
  const { view, focused, current, prefer = 'top', idle = 'bottom' } = input;
  // Nothing the user just did, or a control scrolled away (nothing of it to cover): the place's idle edge.
  if (!focused || focused.bottom <= view.top || focused.top >= view.bottom) return current ?? idle;
  if (current && toastCover(input, current) === 0) return current;
  // The preferred edge unless the toast there would reach the control just used; then the other; and
  // when a tall toast would cover it at either edge, the edge where it covers least.
  const other: Edge = prefer === 'top' ? 'bottom' : 'top';
  const there = toastCover(input, prefer);
  if (there === 0) return prefer;
  return toastCover(input, other) <= there ? other : prefer;
}
