import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AssignedExercise } from '@pt/contracts';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { CheckDialog } from './CheckDialog';
import { ExerciseCard } from './ExerciseCard';
import { GuidedExercise } from './GuidedExercise';
import { useMyExercisesQuery } from './myProgramEndpoints';
import '../shared/ui/staff-panel.scss';
import './my-program.scss';

type Open = { kind: 'guided' | 'check'; assignmentId: string } | null;

/**
 * The exercises tab: today's program as cards; Start opens the guided view, the check button records
 * a completion. Once the day is done it asks for today's pain (`painLink`), unless it was reported.
 */
export function ExercisesPanel({ painLink, painReported = false }: { painLink: string; painReported?: boolean }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useMyExercisesQuery();
  const failed = useFailed(isError, error);
  const [open, setOpen] = useState<Open>(null);
  const exercises = data ?? [];
  // Looked up on every render: a live change of the program shows in an open view too.
  const opened: AssignedExercise | undefined = open ? exercises.find((a) => a.id === open.assignmentId) : undefined;
  const planned = exercises.filter((a) => a.today.planned > 0);
  const allDone = planned.length > 0 && planned.every((a) => a.today.done >= a.today.planned);

  if (isLoading && !failed) return <PageLoading label="Loading your exercises..." />;
  if (failed) return <LoadFailure what="Your exercises" error={error} retrying={isFetching} onRetry={() => void refetch()} />;

  return (
    <div className="my-exercises">
      <h2 className="title is-4">My Exercises</h2>
      {exercises.length === 0 ? (
        <div className="empty-state box" data-testid="exercises-empty">
          <h3 className="title is-5">No Exercises Assigned Yet</h3>
          <p>Your therapist will add exercises to your program after your assessment. They will appear here as soon as they do.</p>
        </div>
      ) : (
        <>
          {allDone && (
            <div className="notification is-success is-light all-done" data-testid="all-done">
              <strong>All done for today!</strong>{' '}
              {painReported ? (
                'Thank you for telling your therapist how your pain is today.'
              ) : (
                <>
                  How is your pain after your session? <Link to={painLink}>Report today's pain</Link>.
                </>
              )}
            </div>
          )}
          <div className="my-exercise-grid">
            {exercises.map((assignment) => (
              <ExerciseCard
                key={assignment.id}
                assignment={assignment}
                onStart={() => setOpen({ kind: 'guided', assignmentId: assignment.id })}
                onCheck={() => setOpen({ kind: 'check', assignmentId: assignment.id })}
              />
            ))}
          </div>
        </>
      )}
      {opened && open?.kind === 'guided' && <GuidedExercise assignment={opened} onClose={() => setOpen(null)} />}
      {opened && open?.kind === 'check' && <CheckDialog assignment={opened} onClose={() => setOpen(null)} />}
    </div>
  );
}
