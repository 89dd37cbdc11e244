import { useRef } from 'react';
import { newRequestId } from '../shared/api/request-id';
import { useNotice } from '../shared/ui/notice';
import { demoSessions, pickDemoSession } from './demo-sessions';
import { usePortalFeaturesQuery, useRecordDemoSessionMutation } from './rewardsEndpoints';

const describe = (s: (typeof demoSessions)[number], i: number) => `${s.completedExercises} of ${s.totalExercises}${i === 0 ? ' exercises' : ''} in ${s.totalMinutes} minutes`;

/**
 * Spec 001's 'Demo Mode' card, only when the server runs with demo data (DECISIONS.md): simulates
 * one of the three sessions; its points arrive like a real session's (toasts, tiles, leaderboard).
 */
export function DemoModeCard() {
  const { data: features } = usePortalFeaturesQuery();
  const [record, { isLoading }] = useRecordDemoSessionMutation();
  const notify = useNotice();
  // A second tap before the button has re-rendered as disabled records nothing.
  const busy = useRef(false);
  if (!features?.demo) return null;

  async function simulate() {
    if (busy.current) return;
    busy.current = true;
    try {
      await record({ id: newRequestId(), ...pickDemoSession() }).unwrap();
    } catch {
      notify({ title: 'Error', description: 'Failed to record exercise session', variant: 'destructive' });
    } finally {
      busy.current = false;
    }
  }

  return (
    <section className="box demo-mode-card" aria-labelledby="demo-mode-title" data-testid="demo-mode-card">
      <div className="demo-mode-text">
        <h2 className="title is-5" id="demo-mode-title">
          Demo Mode
        </h2>
        <p>
          Try the rewards without exercising. Each click records one simulated session, chosen at random: {demoSessions.map(describe).join(', ').replace(/, ([^,]*)$/, ' or $1')}.
        </p>
      </div>
      <button type="button" className="button is-warning" disabled={isLoading} aria-busy={isLoading || undefined} onClick={() => void simulate()}>
        {isLoading ? 'Recording...' : 'Complete Exercise Session'}
      </button>
    </section>
  );
}
