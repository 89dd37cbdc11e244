import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useAppSelector } from '../shared/redux';
import { selectSession } from '../shared/session/session';
import { noticeDuration, useToastStack } from '../shared/ui/notice';
import { onRewardsChanged } from './live';
import { toastsFor, type Toast } from './reward-toasts';
import './rewards.scss';

/**
 * The signed-in patient's rewards as they arrive, anywhere in the signed-in area: a toast for the
 * session's points, one for new achievements, one for a new level. Only a patient's own screens
 * hear what a session earned (staff hear that it changed), so the toasts are for patients only. Mounted once by the signed-in shell;
 * shown in the page's one toast stack, above its notice.
 */
export function RewardsToasts() {
  const role = useAppSelector(selectSession).user?.role;
  const [toasts, setToasts] = useState<Toast[]>([]);
  // While the pointer or the focus is on the toasts, none of them goes.
  const [paused, setPaused] = useState(false);
  const seen = useRef(new Set<string>());
  const stack = useToastStack();

  useEffect(() => {
    if (role !== 'patient') return;
    return onRewardsChanged((change) => {
      // A live message may come twice (a retried publish): one set of toasts per session.
      const fresh = toastsFor(change).filter((t) => !seen.current.has(t.id));
      for (const t of fresh) seen.current.add(t.id);
      if (fresh.length) setToasts((shown) => [...shown, ...fresh].slice(-3));
    });
  }, [role]);

  const dismiss = useCallback((id: string) => setToasts((shown) => shown.filter((t) => t.id !== id)), []);

  if (role !== 'patient') return null;
  // The region is there before any toast, so screen readers announce each one as it is added.
  const region = (
    <section
      className="reward-toasts"
      aria-label="Rewards notifications"
      aria-live="polite"
      aria-relevant="additions"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {toasts.map((toast) => (
        <RewardToast key={toast.id} toast={toast} paused={paused} onDismiss={dismiss} />
      ))}
    </section>
  );
  return stack ? createPortal(region, stack) : region;
}

function RewardToast({ toast, paused, onDismiss }: { toast: Toast; paused: boolean; onDismiss: (id: string) => void }) {
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), noticeDuration);
    return () => clearTimeout(timer);
  }, [paused, onDismiss, toast.id]);
  return (
    <div
      className={`notice notification reward-toast is-${toast.kind}`}
      data-testid="reward-toast"
    >
      <button type="button" className="delete" aria-label="Dismiss notification" onClick={() => onDismiss(toast.id)} />
      <p className="notice-title">{toast.title}</p>
      <p className="notice-description">{toast.description}</p>
      {toast.detail && <p className="reward-toast-detail">{toast.detail}</p>}
    </div>
  );
}
