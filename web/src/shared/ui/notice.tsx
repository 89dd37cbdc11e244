import { createContext, useCallback, useContext, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { rememberControlsUsed } from './control-used';
import { NoticeRegion, preloadPlacing, ToastStack } from './NoticeRegion';
import { NoticeViewContext, type Notice, type NoticeInput, type NoticeView, type QueuedNoticeInput } from './notice-view';
import './notice.scss';

export type { NoticeInput, QueuedNoticeInput };

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

export const noticeDuration = 5000;
/** Toasts waiting at most (the oldest waiting goes first). */
const queueLimit = 6;

const NoticeContext = createContext<((notice: NoticeInput) => void) | null>(null);
const NoticeQueueContext = createContext<((notices: QueuedNoticeInput[]) => void) | null>(null);

export function NoticeProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Notice[]>([]);
  // The toast the pointer or the focus is on (it stays while they are): a toast that comes next is not.
  const [pausedId, setPausedId] = useState<number | null>(null);
  const [hosts, setHosts] = useState<string[]>([]);
  const nextId = useRef(1);

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
  useEffect(() => preloadPlacing(), []);

  const view: NoticeView = { notice, waiting: Math.max(0, queue.length - 1), dismiss, setPaused: setPausedId, host: hosts.at(-1) ?? null, addHost, removeHost };
  return (
    <NoticeContext.Provider value={show}>
      <NoticeQueueContext.Provider value={enqueue}>
        <NoticeViewContext.Provider value={view}>
          {children}
          <ToastStack />
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
