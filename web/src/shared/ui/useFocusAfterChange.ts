import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { aroundNow, neighboursOf, readEndedSince, type ListRead } from './focus-hand-off';

export type { ListRead } from './focus-hand-off';

/** An action on a list's item (or on the list) whose control may go with the change it makes. */
export interface HandOff<Item> {
  /** The item acted on; none: the list as a whole (the empty library filled). */
  id?: string;
  /**
   * Whether the list shows the change yet; by default, the item has left the items shown. `() => true`
   * with `dialogOpen`: the hand-off is looked at once, as the item's dialog closes (no action of ours
   * changes the list; only whether the dialog's opener went with its row, the focus lost, matters).
   */
  landed?: (items: readonly Item[]) => boolean;
  /** The action while it is on its way (its promise): a failure forgets the hand-off. None: it succeeded. */
  action?: PromiseLike<unknown>;
  /** What takes the focus instead of the rows (by default the list's `fallback`). */
  to?: () => HTMLElement | null;
}

interface Pending<Item> {
  handOff: HandOff<Item>;
  /** The rows to try, nearest first, from the latest list that still showed the item. */
  around: readonly string[];
  /** On its way, failed, or succeeded with the list's read then current (a later read must show it). */
  outcome: { sending: true } | { failed: true } | { readBefore: string | undefined };
}

export interface FocusAfterChangeOptions<Item> {
  /** The list as read (what `landed` looks at). */
  items: readonly Item[];
  /** The ids of the items on screen, in order. */
  shown: readonly string[];
  /** The list's query (RTK Query's result): a read begun after the action succeeded that ends without the change forgets the hand-off. */
  read: ListRead;
  /** The element that takes the focus for an item (tabIndex -1 or a control), null when it has none. */
  focusOf: (id: string) => HTMLElement | null;
  /** When no row is left: the words saying so, the list's heading, the filter's button. */
  fallback: () => HTMLElement | null;
  /** The item's own row first, when the change leaves it in the list (a tip withdrawn, an exercise edited within the filter). */
  ownItemFirst?: boolean;
  /**
   * A dialog of the list is open (a confirmation, a form): the hand-off waits until it has closed and
   * given the focus back to its opener. Given at all, the hand-off is looked at after that clean-up
   * (a passive effect); else before the screen is drawn.
   */
  dialogOpen?: boolean;
}

/**
 * Where the keyboard's focus goes after an action takes an item out of a list, or changes it: the
 * control that had it may leave with the item (a request marked handled under the New filter, a
 * recommendation reviewed, an exercise deleted, a tip withdrawn or edited out of the filter shown),
 * and the focus would fall to the page's body. Once the list shows the change, and only if the focus
 * was lost, it goes to the item's own row (`ownItemFirst`, while it is still shown), else the row now
 * in its place (the next, else the one before), else `fallback`. A hand-off that can no longer come
 * true is forgotten, so it never moves the focus later out of the blue: when the action fails, or
 * when a read of the list begun after it succeeded ends without the change.
 */
export function useFocusAfterChange<Item>(options: FocusAfterChangeOptions<Item>) {
  const latest = useRef(options);
  const pending = useRef<Pending<Item>[]>([]);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const afterDialogs = options.dialogOpen !== undefined;

  useLayoutEffect(() => {
    latest.current = options;
  });

  function settle() {
    const { items, shown, read, focusOf, fallback, ownItemFirst, dialogOpen } = latest.current;
    if (pending.current.length === 0) return;
    // The rows around each item follow the list while it shows the item, a dialog open or not (the
    // list may change under a dialog): they are those of the latest list that still showed it.
    for (const entry of pending.current) entry.around = aroundNow(shown, entry.handOff.id, entry.around);
    // A dialog gives the focus back to its opener as it closes: look after that.
    if (dialogOpen) return;
    const onScreen = new Set(shown);
    for (const entry of [...pending.current]) {
      const { handOff, outcome } = entry;
      const id = handOff.id;
      if ('failed' in outcome) {
        forget(entry);
        continue;
      }
      const landed = handOff.landed ? handOff.landed(items) : id !== undefined && !onScreen.has(id);
      if (landed) {
        forget(entry);
        // Only where the focus was lost: a control that has it keeps it.
        const active = document.activeElement;
        if (active && active !== document.body) continue;
        const candidates = ownItemFirst && id !== undefined ? [id, ...entry.around] : entry.around;
        const row = candidates.find((candidate) => onScreen.has(candidate) && focusOf(candidate));
        (row ? focusOf(row) : (handOff.to ?? fallback)())?.focus();
      } else if ('readBefore' in outcome && readEndedSince(read, outcome.readBefore)) {
        forget(entry);
      }
    }
  }

  function forget(entry: Pending<Item>) {
    pending.current = pending.current.filter((other) => other !== entry);
  }

  useLayoutEffect(() => {
    if (!afterDialogs) settle();
  });
  useEffect(() => {
    if (afterDialogs) settle();
  });

  return {
    /**
     * Call as the action starts (with `action`), or once it has succeeded, from the handler of the
     * render the user acted on: its rows are those around the item (the change may be shown already).
     */
    expect(handOff: HandOff<Item>) {
      const entry: Pending<Item> = {
        handOff,
        around: handOff.id === undefined ? [] : neighboursOf(options.shown, handOff.id),
        outcome: handOff.action ? { sending: true } : { readBefore: latest.current.read.requestId },
      };
      // One hand-off an item: a new action on it replaces the one before.
      pending.current = [...pending.current.filter((other) => handOff.id === undefined || other.handOff.id !== handOff.id), entry];
      handOff.action?.then(
        () => {
          entry.outcome = { readBefore: latest.current.read.requestId };
          rerender();
        },
        () => {
          entry.outcome = { failed: true };
          rerender();
        },
      );
      rerender();
    },
  };
}
