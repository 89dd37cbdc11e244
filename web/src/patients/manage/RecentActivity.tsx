import { difficultyRatingLabels, type Completion } from '@pt/contracts';
import { formatDay, formatMoment } from '../../shared/dates';
import { LoadFailure, useFailed } from '../../shared/ui/LoadFailure';
import { PageLoading } from '../../shared/ui/PageLoading';
import { useActivityQuery, type ProgramAssignment } from '../programEndpoints';

function completionDetails(completion: Completion): string {
  return [
    completion.painLevel !== null && `pain ${completion.painLevel}/10`,
    completion.difficultyRating !== null && (difficultyRatingLabels[completion.difficultyRating] ?? '').toLowerCase(),
    completion.duration !== null && `${completion.duration} min`,
    completion.repetitionsCompleted !== null && `${completion.repetitionsCompleted} reps`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What the patient did lately: completed exercises and sessions, arriving live while the dialog is open. */
export function RecentActivity({ patientId, assignments }: { patientId: string; assignments: readonly ProgramAssignment[] }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useActivityQuery(patientId);
  const failed = useFailed(isError, error);
  const names = new Map(assignments.map((a) => [a.id, a.exercise?.name ?? 'Exercise']));

  if (isLoading && !failed) return <PageLoading label="Loading recent activity..." />;
  if (failed || !data) return <LoadFailure what="Recent activity" error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  const { stats, completions, sessions } = data;

  return (
    <section className="recent-activity" aria-labelledby="activity-title">
      <h3 className="title is-5" id="activity-title">
        Recent activity
      </h3>
      <ul className="activity-stats" data-testid="activity-stats">
        <li>
          <strong>{stats.completedToday}</strong> completed today
        </li>
        <li>
          <strong>
            {stats.progressThisWeek.completed}/{stats.progressThisWeek.planned}
          </strong>{' '}
          this week ({stats.progressThisWeek.percent}%)
        </li>
        <li>
          <strong>{stats.daysStreak}</strong>-day streak
        </li>
      </ul>
      <div className="columns is-variable is-4">
        <div className="column is-7">
          <h4 className="title is-6">Completed exercises</h4>
          {/* A completion the patient records while this is open is announced, without the whole list. */}
          <ul className="activity-list" aria-live="polite" aria-relevant="additions" data-testid="completions">
            {completions.slice(0, 10).map((completion) => (
              <li key={completion.id} data-testid="completion">
                <span className="activity-what">{names.get(completion.assignmentId) ?? 'Exercise'}</span>
                <time className="activity-when" dateTime={completion.completedAt}>
                  {formatMoment(completion.completedAt)}
                </time>
                {completionDetails(completion) && <span className="activity-details">{completionDetails(completion)}</span>}
                {completion.notes && <span className="activity-notes">“{completion.notes}”</span>}
              </li>
            ))}
          </ul>
          {completions.length === 0 && <p className="empty-text is-compact">No exercises completed yet.</p>}
        </div>
        <div className="column is-5">
          <h4 className="title is-6">Sessions</h4>
          <ul className="activity-list" aria-live="polite" aria-relevant="additions" data-testid="sessions">
            {sessions.slice(0, 7).map((session) => (
              <li key={session.id}>
                <span className="activity-what">
                  {formatDay(session.sessionDate)}
                  {session.perfectSession && <span className="tag is-success is-light ml-2">Perfect!</span>}
                </span>
                <span className="activity-details">
                  {session.completedExercises}/{session.totalExercises} exercises · {session.totalMinutes} min
                </span>
              </li>
            ))}
          </ul>
          {sessions.length === 0 && <p className="empty-text is-compact">No exercise sessions recorded yet.</p>}
        </div>
      </div>
    </section>
  );
}
