import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { rememberControlsUsed } from './control-used';
import './notice.scss';

// What shows and places a toast comes with the first one: the queue is here, its view in NoticeRegion.tsx.
const regionModule = () => import('./NoticeRegion');
const ToastStack = lazy(() => regionModule().then((m) => ({ default: m.ToastStack })));
const NoticeRegion = lazy(() => regionModule().then((m) => ({ default: m.NoticeRegion })));

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

export interface NoticeView {
  notice: Notice | null;
  /** How many wait their turn after it. */
  waiting: number;
  dismiss(id: number): void;
  setPaused(id: number | null): void;
  /** The outlet the toasts show in: the latest open modal dialog's, or null for the page's stack. */
  host: string | null;
  addHost(id: string): void;
  removeHost(id: string): void;
  /** A toast has been raised: its view is loaded and shown (see NoticeRegion.tsx). */
  viewWanted: boolean;
}

const NoticeContext = createContext<((notice: NoticeInput) => void) | null>(null);
const NoticeQueueContext = createContext<((notices: QueuedNoticeInput[]) => void) | null>(null);
export const NoticeViewContext = createContext<NoticeView | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Notice[]>([]);
  // The toast the pointer or the focus is on (it stays while they are): a toast that comes next is not.
  const [pausedId, setPausedId] = useState<number | null>(null);
  const [hosts, setHosts] = useState<string[]>([]);
  const nextId = useRef(1);
  // Once a toast has been raised, its view stays (loaded, and placed while it shows).
  const [viewWanted, setViewWanted] = useState(false);

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

  useEffect(() => rememberControlsUsed(), []);
  if (notice && !viewWanted) setViewWanted(true);

  const view: NoticeView = { notice, waiting: Math.max(0, queue.length - 1), dismiss, setPaused: setPausedId, host: hosts.at(-1) ?? null, addHost, removeHost, viewWanted };
  return (
    <NoticeContext.Provider value={show}>
      <NoticeQueueContext.Provider value={enqueue}>
        <NoticeViewContext.Provider value={view}>
          {children}
          {viewWanted && (
            <Suspense fallback={null}>
              <ToastStack />
            </Suspense>
          )}
        </NoticeViewContext.Provider>
      </NoticeQueueContext.Provider>
    </NoticeContext.Provider>
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
  if (!view?.viewWanted) return null;
  return (
    <Suspense fallback={null}>
      <NoticeRegion host={id} />
    </Suspense>
  );
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
