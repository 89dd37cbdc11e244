import { createContext, useCallback, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { toastEdge } from './toast-edge';
import './notice.scss';

/**
 * Toasts and notices (spec 000 section 8): one at a time, 5000 ms on screen, dismissable. Every toast
 * of the app shows in one place, the toast stack: other toasts (the rewards') render into it above
 * the notice (`useToastStack`). The stack keeps clear of where the user is working: see `placeStack`.
 */
export interface NoticeInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

interface Notice extends NoticeInput {
  id: number;
}

export const noticeDuration = 5000;

interface NoticeView {
  notice: Notice | null;
  dismiss(): void;
  setPaused(paused: boolean): void;
  /** The outlet the notice shows in: the latest open modal dialog's, or null for the page's own. */
  host: string | null;
  addHost(id: string): void;
  removeHost(id: string): void;
}

const NoticeContext = createContext<((notice: NoticeInput) => void) | null>(null);
const NoticeViewContext = createContext<NoticeView | null>(null);
const ToastStackContext = createContext<HTMLElement | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [paused, setPaused] = useState(false);
  const [hosts, setHosts] = useState<string[]>([]);
  const nextId = useRef(1);
  const [stack, setStack] = useState<HTMLElement | null>(null);

  const show = useCallback((input: NoticeInput) => {
    setPaused(false);
    setNotice({ ...input, id: nextId.current++ });
  }, []);

  const dismiss = useCallback(() => setNotice(null), []);
  const addHost = useCallback((id: string) => setHosts((list) => [...list, id]), []);
  const removeHost = useCallback((id: string) => setHosts((list) => list.filter((host) => host !== id)), []);

  useEffect(() => {
    if (!notice || paused) return;
    const timer = setTimeout(dismiss, noticeDuration);
    return () => clearTimeout(timer);
  }, [notice, paused, dismiss]);

  useEffect(() => {
    if (!stack) return;
    return placeStack(stack);
  }, [stack]);

  const view: NoticeView = { notice, dismiss, setPaused, host: hosts.at(-1) ?? null, addHost, removeHost };
  return (
    <NoticeContext.Provider value={show}>
      <NoticeViewContext.Provider value={view}>
        <ToastStackContext.Provider value={stack}>
          {children}
          <div className="toast-stack" ref={setStack} data-testid="toast-stack">
            <NoticeRegion host={null} />
          </div>
        </ToastStackContext.Provider>
      </NoticeViewContext.Provider>
    </NoticeContext.Provider>
  );
}

/**
 * Where the stack shows, chosen as its first toast appears and kept while any is on screen (toasts do
 * not jump about). A toast follows something the user just did: what they need next comes after the
 * control they used (the next exercise card below the one just recorded), so the stack goes to the top,
 * under the sticky bar, over what they have already passed, unless it would cover that control itself;
 * then, and when nothing has the focus (a live toast), at the bottom. While it shows, the page's scroll
 * padding leaves its room free, so a control reached by the keyboard is never scrolled under it.
 */
function placeStack(stack: HTMLElement): () => void {
  const root = document.documentElement;
  let shown = false;
  const place = () => {
    const hasToast = stack.querySelector('.notice') !== null;
    if (hasToast === shown) return;
    shown = hasToast;
    if (!hasToast) {
      delete stack.dataset.edge;
      stack.style.removeProperty('top');
      root.style.removeProperty('--toast-room-top');
      root.style.removeProperty('--toast-room-bottom');
      return;
    }
    const bar = document.querySelector('.portal-topbar, .site-header');
    const barBottom = Math.max(0, bar?.getBoundingClientRect().bottom ?? 0);
    const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement.getBoundingClientRect() : null;
    const height = stack.getBoundingClientRect().height;
    const edge = toastEdge({ barBottom, stackHeight: height, viewportHeight: window.innerHeight, focused });
    stack.dataset.edge = edge;
    const gap = 8;
    if (edge === 'top') stack.style.top = `${barBottom + gap}px`;
    else stack.style.removeProperty('top');
    root.style.setProperty(edge === 'top' ? '--toast-room-top' : '--toast-room-bottom', `${Math.ceil(height) + 2 * gap}px`);
  };
  const observer = new MutationObserver(place);
  observer.observe(stack, { childList: true, subtree: true });
  place();
  return () => observer.disconnect();
}

/**
 * A dialog's notice keeps clear of where the user is working, as the page's stack does (`placeStack`).
 * It shows in the screen's bottom corner unless it would cover the control just used there; and on a
 * screen the dialog fills from side to side (a phone), where the bottom is the dialog's own, at the top
 * over its heading (already read) unless the control just used is up there: a notice in a dialog
 * follows something done in it, and the dialog's next buttons come after that control. With nothing
 * focused (a button disabled while its request ran has lost the focus), a phone's goes to the top too.
 */
function placeInDialog(region: HTMLElement): void {
  delete region.dataset.edge;
  const box = region.getBoundingClientRect();
  const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement.getBoundingClientRect() : null;
  const dialog = region.closest('dialog')?.getBoundingClientRect();
  const fillsWidth = dialog !== undefined && dialog.width >= window.innerWidth - 32;
  if (fillsWidth) {
    region.dataset.edge = focused ? toastEdge({ barBottom: 0, stackHeight: box.height, viewportHeight: window.innerHeight, focused }) : 'top';
    return;
  }
  const covers = focused !== null && focused.left < box.right && box.left < focused.right && focused.top < box.bottom && box.top < focused.bottom;
  region.dataset.edge = covers ? 'top' : 'bottom';
}

/** The notice, where its host is the current one. */
function NoticeRegion({ host }: { host: string | null }) {
  const view = useContext(NoticeViewContext);
  const notice = view && view.host === host ? view.notice : null;
  const region = useRef<HTMLElement>(null);
  const noticeId = notice?.id;
  // Placed as each notice appears, before it is painted; kept while it shows.
  useLayoutEffect(() => {
    if (host === null || noticeId === undefined || !region.current) return;
    placeInDialog(region.current);
  }, [host, noticeId]);
  return (
    <section className="notice-region" aria-label="Notifications" ref={region}>
      {notice && view && (
        <div
          key={notice.id}
          className={`notice notification ${notice.variant === 'destructive' ? 'is-danger' : 'is-primary-notice'}`}
          role={notice.variant === 'destructive' ? 'alert' : 'status'}
          aria-live={notice.variant === 'destructive' ? 'assertive' : 'polite'}
          aria-atomic="true"
          data-testid="notice"
          data-variant={notice.variant ?? 'default'}
          onMouseEnter={() => view.setPaused(true)}
          onMouseLeave={() => view.setPaused(false)}
          onFocus={() => view.setPaused(true)}
          onBlur={() => view.setPaused(false)}
        >
          <button type="button" className="delete" aria-label="Dismiss notification" onClick={view.dismiss} />
          <p className="notice-title">{notice.title}</p>
          {notice.description && <p className="notice-description">{notice.description}</p>}
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

/** The element every toast of the page shows in (render into it with a portal); null outside the provider or before it is drawn. */
export function useToastStack(): HTMLElement | null {
  return useContext(ToastStackContext);
}
