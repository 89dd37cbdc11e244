import type { ExerciseSession } from '@pt/contracts';
import { formatDay } from '../shared/dates';

/** Exercise sessions: date, completed/total exercises, minutes, points, 'Perfect!' for a perfect session. */
export function SessionList({ sessions, emptyText = 'No exercise sessions recorded yet.' }: { sessions: ExerciseSession[]; emptyText?: string }) {
  if (sessions.length === 0) return <p className="rewards-empty">{emptyText}</p>;
  return (
    <ul className="session-list">
      {sessions.map((session) => (
        <li key={session.id} className="session-row" data-testid="session">
          <div>
            <p className="session-date">
              {formatDay(session.sessionDate)}
              {session.perfectSession && <span className="tag is-perfect">Perfect!</span>}
              {session.demo && <span className="tag is-light">Demo</span>}
            </p>
            <p className="session-detail">
              {session.completedExercises}/{session.totalExercises} exercises · {session.totalMinutes} min
            </p>
          </div>
          <span className="session-points">+{session.pointsEarned} pts</span>
        </li>
      ))}
    </ul>
  );
}
