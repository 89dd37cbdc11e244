import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lastControlUsed } from './control-used';
import { NoticeViewContext } from './notice-view';

/**
 * What shows a toast (notice.tsx keeps the queue). Where it goes (toast-place.ts) is loaded apart, so a
 * page's first visit does not load it (the public pages' budget, issue 11): at the first use of the
 * page (a pointer or a key), else with the first toast. Until it has come (offline, its load is tried
 * again by the next toast) a toast shows where the styles put it.
 */
type Placing = typeof import('./toast-place');
let placing: Promise<Placing> | undefined;
const loadPlacing = () =>
  (placing ??= import('./toast-place').catch((error: unknown) => {
    placing = undefined;
    throw error;
  }));

/** Loads the placement at the page's first use; answers how to stop waiting for it. */
export function preloadPlacing(): () => void {
  const events = ['pointerdown', 'keydown'] as const;
  const load = () => {
    stop();
    loadPlacing().catch(() => undefined);
  };
  const stop = () => events.forEach((type) => window.removeEventListener(type, load, true));
  events.forEach((type) => window.addEventListener(type, load, true));
  return stop;
}

/** The placement, once loaded; while a toast shows, it is asked for. */
function usePlacing(noticeId: number | undefined): Placing | null {
  const [placer, setPlacer] = useState<Placing | null>(null);
  useEffect(() => {
    if (placer || noticeId === undefined) return;
    let wanted = true;
    loadPlacing().then(
      (module) => wanted && setPlacer(module),
      () => undefined,
    );
    return () => {
      wanted = false;
    };
  }, [placer, noticeId]);
  return placer;
}

/** The page's place for toasts while no modal dialog is open. */
export function ToastStack() {
  const [stack, setStack] = useState<HTMLElement | null>(null);
  const placer = usePlacing(useContext(NoticeViewContext)?.notice?.id);
  useEffect(() => {
    if (!stack || !placer) return;
    return placer.placeStack(stack);
  }, [stack, placer]);
  return (
    <div className="toast-stack" ref={setStack} data-testid="toast-stack">
      <NoticeRegion host={null} />
    </div>
  );
}

/** The toast on screen, where its host is the current one. */
export function NoticeRegion({ host }: { host: string | null }) {
  const view = useContext(NoticeViewContext);
  const notice = view && view.host === host ? view.notice : null;
  const region = useRef<HTMLElement>(null);
  const placer = usePlacing(notice?.id);
  // A toast dismissed by its button hands the focus on: to the next toast's button, or back to the
  // control it was used from (the focus would otherwise fall to the page's body, out of a dialog).
  const handOn = useRef<HTMLElement | null | undefined>(undefined);
  useLayoutEffect(() => {
    if (host === null || !region.current || !placer) return;
    return placer.placeInDialog(region.current);
  }, [host, placer]);
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
    const used = lastControlUsed()?.element;
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
