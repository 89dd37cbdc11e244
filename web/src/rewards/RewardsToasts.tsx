import { useEffect, useRef } from 'react';
import { useAppSelector } from '../shared/redux';
import { selectSession } from '../shared/session/session';
import { useNoticeQueue } from '../shared/ui/notice';
import { onRewardsChanged } from './live';
import { toastsFor } from './reward-toasts';
import './rewards.scss';

/**
 * The signed-in patient's rewards as they arrive, anywhere in the signed-in area: a toast for the
 * session's points, one for new achievements, one for a new level. Only a patient's own screens
 * hear what a session earned (staff hear that it changed), so the toasts are for patients only. Mounted once by the signed-in shell;
 * they show in the app's one place for toasts, each in its turn after the notice of what the patient
 * just did (shared/ui/notice.tsx).
 */
export function RewardsToasts() {
  const role = useAppSelector(selectSession).user?.role;
  const seen = useRef(new Set<string>());
  const enqueue = useNoticeQueue();

  useEffect(() => {
    if (role !== 'patient') return;
    return onRewardsChanged((change) => {
      // A live message may come twice (a retried publish): one set of toasts per session.
      const fresh = toastsFor(change).filter((t) => !seen.current.has(t.id));
      for (const t of fresh) seen.current.add(t.id);
      if (fresh.length) {
        enqueue(fresh.map(({ title, description, detail, kind }) => ({ title, description, detail, className: `reward-toast is-${kind}`, testId: 'reward-toast' })));
      }
    });
  }, [role, enqueue]);

  return null;
}
