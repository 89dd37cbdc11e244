import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { toastEdge } from './toast-edge';
import './notice.scss';

/**
 * Toasts and notices (spec 000 section 8): 5000 ms on screen each, dismissable, and only one shown at
 * a time. Every toast of the app shows in one place: the latest open modal dialog's outlet while one is
 * open (the page behind a modal is inert: a toast there could be neither dismissed nor heard), else the
 * page's toast stack. A toast keeps its turn and its time when it moves from one to the other.
 *
 * One at a time, in turn (no stack): spec 000 says so and spec/DECISIONS.md departs from it nowhere.
 * The answer to what the patient just did (`useNotice`) shows at once, in place of an older answer; the
 * news that follows it (the rewards' session, achievements and level, `useNoticeQueue`) waits its turn,
 * each for its own 5 s (or until dismissed), with the number still to come on the toast. Three toasts
 * stacked together covered a third of a phone's screen, the card just ticked with it, and were read
 * as a heap; one after the other, each is read and none grows over the control just used.
 */
export interface NoticeInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

/** A toast that waits its turn: news that follows what the user did (the rewards' toasts). */
export interface QueuedNoticeInput extends NoticeInput {
  /** A further line in bold (the achievements' names, the new level). */
  detail?: string;
  /** Its look (in place of the notice's) and its test id. */
  className?: string;
  testId?: string;
}

interface Notice extends QueuedNoticeInput {
  id: number;
  /** The answer to what the user just did: shown at once (see above). */
  answer: boolean;
}

export const noticeDuration = 5000;
/** Toasts waiting at most (the oldest waiting goes first). */
const queueLimit = 6;

interface NoticeView {
  notice: Notice | null;
  /** How many wait their turn after it. */
  waiting: number;
  dismiss(id: number): void;
  setPaused(id: number | null): void;
  /** The outlet the toasts show in: the latest open modal dialog's, or null for the page's stack. */
  host: string | null;
  addHost(id: string): void;
  removeHost(id: string): void;
}

const NoticeContext = createContext<((notice: NoticeInput) => void) | null>(null);
const NoticeQueueContext = createContext<((notices: QueuedNoticeInput[]) => void) | null>(null);
const NoticeViewContext = createContext<NoticeView | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Notice[]>([]);
  // The toast the pointer or the focus is on (it stays while they are): a toast that comes next is not.
  const [pausedId, setPausedId] = useState<number | null>(null);
  const [hosts, setHosts] = useState<string[]>([]);
  const nextId = useRef(1);
  const [stack, setStack] = useState<HTMLElement | null>(null);

  const show = useCallback((input: NoticeInput) => {
    const notice: Notice = { ...input, id: nextId.current++, answer: true };
    // An older answer is out of date; news on screen goes back to wait, right after this one.
    setQueue((queue) => [notice, ...queue.filter((n) => !n.answer)]);
  }, []);
  const enqueue = useCallback((inputs: QueuedNoticeInput[]) => {
    const added = inputs.map((input): Notice => ({ ...input, id: nextId.current++, answer: false }));
    setQueue((queue) => {
      const all = [...queue, ...added];
      // Over the limit, the oldest waiting go (not the one on screen).
      return all.length <= queueLimit ? all : [all[0]!, ...all.slice(all.length - queueLimit + 1)];
    });
  }, []);

  const dismiss = useCallback((id: number) => setQueue((queue) => queue.filter((n) => n.id !== id)), []);
  const addHost = useCallback((id: string) => setHosts((list) => [...list, id]), []);
  const removeHost = useCallback((id: string) => setHosts((list) => list.filter((host) => host !== id)), []);

  const notice = queue[0] ?? null;
  const paused = notice !== null && pausedId === notice.id;
  useEffect(() => {
    if (!notice || paused) return;
    const timer = setTimeout(() => dismiss(notice.id), noticeDuration);
    return () => clearTimeout(timer);
  }, [notice, paused, dismiss]);

  useEffect(() => trackUse(), []);
  useEffect(() => {
    if (!stack) return;
    return placeStack(stack);
  }, [stack]);

  const view: NoticeView = { notice, waiting: Math.max(0, queue.length - 1), dismiss, setPaused: setPausedId, host: hosts.at(-1) ?? null, addHost, removeHost };
  return (
    <NoticeContext.Provider value={show}>
      <NoticeQueueContext.Provider value={enqueue}>
        <NoticeViewContext.Provider value={view}>
          {children}
          <div className="toast-stack" ref={setStack} data-testid="toast-stack">
            <NoticeRegion host={null} />
          </div>
        </NoticeViewContext.Provider>
      </NoticeQueueContext.Provider>
    </NoticeContext.Provider>
  );
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxOf = (element: Element): Box => {
  const { top, bottom, left, right } = element.getBoundingClientRect();
  return { top, bottom, left, right };
};

/** The control the user used last, where it was then, and when: a button disabled or removed by its own request has lost the focus by the time its answer shows. */
let lastUsed: { element: HTMLElement; box: Box; at: number } | null = null;
/** How long a control that lost the focus still counts as just used (its request's time). */
const justUsedMs = 10_000;
const controls = 'button, a[href], input, select, textarea, summary, [role="button"], [tabindex]';

function trackUse(): () => void {
  const remember = (target: EventTarget | null) => {
    const element = target instanceof Element ? target.closest<HTMLElement>(controls) : null;
    // A toast's own button is not what the user is working on.
    if (!element || element.closest('.notice')) return;
    lastUsed = { element, box: boxOf(element), at: Date.now() };
  };
  const onFocus = (event: Event) => remember(event.target);
  const onUse = (event: Event) => remember(document.activeElement !== document.body ? document.activeElement : event.target);
  document.addEventListener('focusin', onFocus, true);
  document.addEventListener('pointerdown', onUse, true);
  document.addEventListener('click', onUse, true);
  document.addEventListener('keydown', onUse, true);
  return () => {
    document.removeEventListener('focusin', onFocus, true);
    document.removeEventListener('pointerdown', onUse, true);
    document.removeEventListener('click', onUse, true);
    document.removeEventListener('keydown', onUse, true);
  };
}

/**
 * The control just used, as a box read again each time it is asked (the control may move): the focused
 * one, else the one used last if that was a moment ago (where it still is, or where it was if it is
 * gone); null when the user did nothing (a live toast).
 */
function controlJustUsed(): (() => Box) | null {
  const active = document.activeElement;
  let element: HTMLElement;
  let box: Box;
  if (active instanceof HTMLElement && active !== document.body && !active.closest('.notice')) {
    element = active;
    box = boxOf(active);
  } else if (lastUsed && Date.now() - lastUsed.at < justUsedMs) {
    ({ element, box } = lastUsed);
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

/**
 * Where the page's stack shows. A toast follows something the user just did: what they need next comes
 * after the control they used (the next exercise card below the one just recorded), so the stack goes
 * to the top, under the sticky bar, over what they have already passed, unless it would cover that
 * control itself; then at the bottom; and when nothing was used (a live toast), at the bottom. Chosen
 * as a toast appears in the empty stack (or answers a new action); when the next toast in turn is
 * taller, the edge is checked again against the same control, and left only if the toast would now
 * cover it (toasts do not jump about). While it shows, the page's scroll padding leaves its room free,
 * so a control reached by the keyboard is never scrolled under it.
 */
function placeStack(stack: HTMLElement): () => void {
  const root = document.documentElement;
  const gap = 8;
  const clear = () => {
    delete stack.dataset.edge;
    stack.style.removeProperty('top');
    root.style.removeProperty('--toast-room-top');
    root.style.removeProperty('--toast-room-bottom');
  };
  return followToasts(
    stack,
    (anchor, fresh) => {
      const bar = document.querySelector('.portal-topbar, .site-header');
      const barBottom = Math.max(0, bar?.getBoundingClientRect().bottom ?? 0);
      const height = stack.getBoundingClientRect().height;
      const current = fresh ? undefined : (stack.dataset.edge as 'top' | 'bottom' | undefined);
      // The stack's distance from the bottom edge (its stylesheet's: less on a phone).
      const bottomGap = window.matchMedia('(max-width: 768px)').matches ? gap : 2 * gap;
      const edge = toastEdge({ barBottom, stackHeight: height, viewportHeight: window.innerHeight, focused: anchor?.() ?? null, current, bottomGap });
      stack.dataset.edge = edge;
      if (edge === 'top') stack.style.top = `${barBottom + gap}px`;
      else stack.style.removeProperty('top');
      root.style.removeProperty(edge === 'top' ? '--toast-room-bottom' : '--toast-room-top');
      root.style.setProperty(edge === 'top' ? '--toast-room-top' : '--toast-room-bottom', `${Math.ceil(height) + 2 * gap}px`);
    },
    clear,
  );
}

/**
 * A dialog's toast keeps clear of where the user is working, as the page's stack does (`placeStack`).
 * It shows in the screen's bottom corner unless it would cover the control just used there; and on a
 * screen the dialog fills from side to side (a phone), where the bottom is the dialog's own, at the top
 * over its heading (already read) unless the control just used is up there: a notice in a dialog
 * follows something done in it, and the dialog's next buttons come after that control. With nothing
 * used, a phone's goes to the top too.
 */
function placeInDialog(region: HTMLElement): () => void {
  return followToasts(
    region,
    (anchor, fresh) => {
      const current = fresh ? undefined : (region.dataset.edge as 'top' | 'bottom' | undefined);
      const focused = anchor?.() ?? null;
      const dialog = region.closest('dialog')?.getBoundingClientRect();
      const fillsWidth = dialog !== undefined && dialog.width >= window.innerWidth - 32;
      if (fillsWidth) {
        const box = region.getBoundingClientRect();
        region.dataset.edge = focused ? toastEdge({ barBottom: 0, stackHeight: box.height, viewportHeight: window.innerHeight, focused, current }) : (current ?? 'top');
        return;
      }
      const covers = (edge: 'top' | 'bottom' | undefined) => {
        if (edge) region.dataset.edge = edge;
        else delete region.dataset.edge;
        const box = region.getBoundingClientRect();
        return focused !== null && focused.left < box.right && box.left < focused.right && focused.top < box.bottom && box.top < focused.bottom;
      };
      if (current && !covers(current)) return;
      region.dataset.edge = covers(undefined) ? 'top' : 'bottom';
    },
    () => delete region.dataset.edge,
  );
}

/** The toast on screen, where its host is the current one. */
function NoticeRegion({ host }: { host: string | null }) {
  const view = useContext(NoticeViewContext);
  const notice = view && view.host === host ? view.notice : null;
  const region = useRef<HTMLElement>(null);
  // A toast dismissed by its button hands the focus on: to the next toast's button, or back to the
  // control it was used from (the focus would otherwise fall to the page's body, out of a dialog).
  const handOn = useRef<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => {
    if (host === null || !region.current) return;
    return placeInDialog(region.current);
  }, [host]);
  const noticeId = notice?.id;
  useLayoutEffect(() => {
    const back = handOn.current;
    if (back === undefined) return;
    handOn.current = undefined;
    const next = region.current?.querySelector<HTMLElement>('.notice .delete');
    if (next) next.focus();
    else if (back?.isConnected) back.focus();
  }, [noticeId]);
  const dismissByButton = (id: number) => {
    const used = lastUsed?.element;
    handOn.current = used && used.isConnected && !(used as HTMLButtonElement).disabled ? used : null;
    view?.dismiss(id);
  };
  const destructive = notice?.variant === 'destructive';
  return (
    <section className="notice-region" aria-label="Notifications" ref={region}>
      {notice && view && (
        <div
          key={notice.id}
          className={`notice notification ${notice.className ?? (destructive ? 'is-danger' : 'is-primary-notice')}`}
          role={destructive ? 'alert' : 'status'}
          aria-live={destructive ? 'assertive' : 'polite'}
          aria-atomic="true"
          data-testid={notice.testId ?? 'notice'}
          data-variant={notice.variant ?? 'default'}
          data-notice-id={notice.id}
          data-answer={notice.answer ? '' : undefined}
          onMouseEnter={() => view.setPaused(notice.id)}
          onMouseLeave={() => view.setPaused(null)}
          onFocus={() => view.setPaused(notice.id)}
          onBlur={() => view.setPaused(null)}
        >
          <button type="button" className="delete" aria-label="Dismiss notification" onClick={() => dismissByButton(notice.id)} />
          <p className="notice-title">{notice.title}</p>
          {notice.description && <p className="notice-description">{notice.description}</p>}
          {notice.detail && <p className="notice-detail">{notice.detail}</p>}
          {/* Not read out: each toast is, in its turn. */}
          {view.waiting > 0 && (
            <p className="notice-more" aria-hidden="true">
              {view.waiting} more to come
            </p>
          )}
        </div>
      )}
    </section>
  );
}

/**
 * Where notices show while a modal dialog is open: the page behind a modal is inert, so a notice
 * there could be neither seen clearly nor heard. Each modal dialog holds one; the latest opened wins.
 */
export function NoticeOutlet() {
  const id = useId();
  const view = useContext(NoticeViewContext);
  const addHost = view?.addHost;
  const removeHost = view?.removeHost;
  useEffect(() => {
    if (!addHost || !removeHost) return;
    addHost(id);
    return () => removeHost(id);
  }, [id, addHost, removeHost]);
  return <NoticeRegion host={id} />;
}

export function useNotice(): (notice: NoticeInput) => void {
  const show = useContext(NoticeContext);
  if (!show) throw new Error('useNotice must be used within a NoticeProvider');
  return show;
}

/** Adds toasts that wait their turn (news following what the user did): see the top of this file. */
export function useNoticeQueue(): (notices: QueuedNoticeInput[]) => void {
  const enqueue = useContext(NoticeQueueContext);
  if (!enqueue) throw new Error('useNoticeQueue must be used within a NoticeProvider');
  return enqueue;
}
