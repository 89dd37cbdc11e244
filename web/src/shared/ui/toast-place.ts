import { boxOf, lastControlUsed } from './control-used';
import { toastEdge, type Box, type Edge } from './toast-edge';

/** How long a control that lost the focus still counts as just used (its request's time). */
const justUsedMs = 10_000;

/**
 * The control just used, as a box read again each time it is asked (the control may move): the focused
 * one, else the one used last if that was a moment ago (where it still is, or where it was if it is
 * gone); null when the user did nothing (a live toast).
 */
function controlJustUsed(): (() => Box) | null {
  const active = document.activeElement;
  const last = lastControlUsed();
  let element: HTMLElement;
  let box: Box;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('.notice')) {
    element = active;
    box = boxOf(active);
  } else if (last && Date.now() - last.at < justUsedMs) {
    ({ element, box } = last);
  } else {
    return null;
  }
  return () => {
    if (element.isConnected) {
      const now = boxOf(element);
      if (now.bottom > now.top) box = now;
    }
    return box;
  };
}

/**
 * Calls `place` whenever the toast in `region` changes or its height does, with the control it keeps
 * clear of: the one used when a toast appeared in the empty region, or when a new answer (what the
 * user just did) replaced what showed; the news that follows keeps clear of the same control. `fresh`:
 * placed anew (else the edge it has is kept where it covers nothing). `clear` when the region empties.
 */
function followToasts(region: HTMLElement, place: (anchor: (() => Box) | null, fresh: boolean) => void, clear: () => void): () => void {
  let showing: string | null = null;
  let height = -1;
  let anchor: (() => Box) | null = null;
  const update = () => {
    const toast = region.querySelector<HTMLElement>('.notice');
    if (!toast) {
      if (showing !== null) clear();
      showing = null;
      return;
    }
    const id = toast.dataset.noticeId ?? '';
    const fresh = showing === null || (id !== showing && toast.dataset.answer !== undefined);
    const now = region.getBoundingClientRect().height;
    if (!fresh && now === height) {
      showing = id;
      return;
    }
    showing = id;
    height = now;
    if (fresh) anchor = controlJustUsed();
    place(anchor, fresh);
  };
  const mutations = new MutationObserver(update);
  mutations.observe(region, { childList: true, subtree: true, characterData: true });
  const sizes = new ResizeObserver(update);
  sizes.observe(region);
  update();
  return () => {
    mutations.disconnect();
    sizes.disconnect();
  };
}

/** What differs between the places a toast shows in; the rule (`toastEdge`) is the same for all. */
interface Place {
  /** Puts the region at an edge (it is measured there, then left at the edge chosen). */
  put(edge: Edge): void;
  /** Where the screen the user sees begins: under the page's sticky bar, or the top of a modal's screen. */
  viewTop(): number;
  /** The edge when it covers nothing there, and the edge when the user did nothing (see toast-edge.ts). */
  prefer(): Edge;
  idle(): Edge;
  /** After the edge is chosen (the page's scroll padding). */
  shown?(edge: Edge, height: number): void;
  clear(): void;
}

/**
 * One rule for every toast: it keeps clear of the control just used. Measured at both edges of its
 * place, it goes to the place's preferred edge unless it would cover that control there (a toast in a
 * corner covers nothing beside it); then to the other edge; and when it would cover it at both, where
 * it covers least. With nothing used, to the place's idle edge. Chosen as a toast appears in the empty
 * region (or answers a new action); when the next toast in turn is taller, the edge is checked again
 * against the same control, and left only if the toast would now cover it (toasts do not jump about).
 */
function placeToasts(region: HTMLElement, place: Place): () => void {
  return followToasts(
    region,
    (anchor, fresh) => {
      const current = fresh ? undefined : (region.dataset.edge as Edge | undefined);
      const focused = anchor?.() ?? null;
      // Measured at an edge only when the rule asks (a toast kept at its edge is not moved to measure).
      const boxes: Partial<Record<Edge, Box>> = {};
      const measure = (edge: Edge) => {
        if (!boxes[edge]) {
          place.put(edge);
          boxes[edge] = boxOf(region);
        }
        return boxes[edge];
      };
      const at = {
        get top() {
          return measure('top');
        },
        get bottom() {
          return measure('bottom');
        },
      };
      const edge = toastEdge({ at, view: { top: place.viewTop(), bottom: window.innerHeight }, focused, current, prefer: place.prefer(), idle: place.idle() });
      place.put(edge);
      place.shown?.(edge, at[edge].bottom - at[edge].top);
    },
    () => place.clear(),
  );
}

/**
 * The page's stack. A toast follows something the user just did: what they need next comes after the
 * control they used (the next exercise card below the one just recorded), so the stack prefers the top,
 * under the sticky bar, over what they have already passed; a live toast (nothing used) goes to the
 * bottom. While it shows, the page's scroll padding leaves its room free, so a control reached by the
 * keyboard is never scrolled under it.
 */
export function placeStack(stack: HTMLElement): () => void {
  const root = document.documentElement;
  const gap = 8;
  const barBottom = () => Math.max(0, document.querySelector('.portal-topbar, .site-header')?.getBoundingClientRect().bottom ?? 0);
  return placeToasts(stack, {
    put(edge) {
      stack.dataset.edge = edge;
      if (edge === 'top') stack.style.top = `${barBottom() + gap}px`;
      else stack.style.removeProperty('top');
    },
    viewTop: barBottom,
    prefer: () => 'top',
    idle: () => 'bottom',
    shown(edge, height) {
      root.style.removeProperty(edge === 'top' ? '--toast-room-bottom' : '--toast-room-top');
      root.style.setProperty(edge === 'top' ? '--toast-room-top' : '--toast-room-bottom', `${Math.ceil(height) + 2 * gap}px`);
    },
    clear() {
      delete stack.dataset.edge;
      stack.style.removeProperty('top');
      root.style.removeProperty('--toast-room-top');
      root.style.removeProperty('--toast-room-bottom');
    },
  });
}

/**
 * A dialog's outlet. On a wide screen the dialog has margins: its toast prefers the screen's bottom
 * corner, mostly beside the dialog. On a screen the dialog fills from side to side (a phone), where the
 * bottom is the dialog's own (its next buttons come after the control used), it prefers the top, with
 * nothing used too. Its top is under the dialog's header wherever the toast would reach over it: the
 * title and Close stay in sight for its seconds (a toast over Close had to be waited out or dismissed).
 * Likewise at the bottom it stands above a footer of the dialog's own (the intake form's status and
 * record buttons) that it would reach over, rather than on its buttons.
 */
export function placeInDialog(region: HTMLElement): () => void {
  const gap = 8;
  const dialogOf = () => region.closest('dialog');
  const fillsWidth = () => {
    const dialog = dialogOf()?.getBoundingClientRect();
    return dialog !== undefined && dialog.width >= window.innerWidth - 32;
  };
  const prefer = (): Edge => (fillsWidth() ? 'top' : 'bottom');
  // The bottom of the dialog's header (its first <header>: Dialog's, or the intake form's own) where the toast, beside it or over it, would cover it; else 0.
  const headerBottom = () => {
    const header = dialogOf()?.querySelector('header')?.getBoundingClientRect();
    if (!header) return 0;
    const toast = region.getBoundingClientRect();
    return toast.left < header.right && header.left < toast.right ? Math.max(0, header.bottom) : 0;
  };
  // The top of the dialog's footer (a <footer> of its own) where the toast at the bottom would cover it; else null.
  const footerTop = () => {
    const footer = dialogOf()?.querySelector(':scope > footer')?.getBoundingClientRect();
    if (!footer) return null;
    const toast = region.getBoundingClientRect();
    const covers = toast.left < footer.right && footer.left < toast.right && toast.top < footer.bottom && footer.top < toast.bottom;
    return covers ? footer.top : null;
  };
  return placeToasts(region, {
    put(edge) {
      region.dataset.edge = edge;
      region.style.removeProperty('top');
      region.style.removeProperty('bottom');
      if (edge === 'top') {
        const under = headerBottom();
        if (under > 0) region.style.top = `${under + gap}px`;
      } else {
        const above = footerTop();
        if (above !== null) region.style.bottom = `${Math.max(0, window.innerHeight - above) + gap}px`;
      }
    },
    viewTop: headerBottom,
    prefer,
    idle: prefer,
    clear() {
      delete region.dataset.edge;
      region.style.removeProperty('top');
      region.style.removeProperty('bottom');
    },
  });
}
