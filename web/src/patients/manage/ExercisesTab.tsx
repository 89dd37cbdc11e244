import { useEffect, useRef, useState } from 'react';
import { type PatientListing } from '@pt/contracts';
import { hasStatus, serverMessage } from '../../shared/api/http-error';
import { useStaffAccess } from '../../shared/session/staff-access';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { LoadFailure, useFailed } from '../../shared/ui/LoadFailure';
import { useNotice } from '../../shared/ui/notice';
import { PageLoading } from '../../shared/ui/PageLoading';
import { useChangeAssignmentMutation, useExerciseChoicesQuery, useProgramQuery, type ProgramAssignment } from '../programEndpoints';
import { AssignExerciseForm, type AssignPrefill } from './AssignExerciseForm';
import { AssignmentItem, assignmentHeadingId } from './AssignmentItem';
import { programChangedElsewhere } from './ChangeAssignmentForm';
import { programOrder } from './program-status';
import { RecentActivity } from './RecentActivity';
import { practiceDay } from '../../shared/practice-day';

/**
 * The Exercises tab: the program with its changes and ends, the assign form behind 'Assign exercise'
 * (open at once while the program is empty), and recent activity.
 */
export function ExercisesTab({ patient, prefill = null, onPrefillDone }: { patient: PatientListing; prefill?: AssignPrefill | null; onPrefillDone?: () => void }) {
  const { canWrite } = useStaffAccess();
  const program = useProgramQuery(patient.id);
  const failed = useFailed(program.isError, program.error);
  const choices = useExerciseChoicesQuery(undefined, { skip: !canWrite });
  const [changeAssignment, ending] = useChangeAssignmentMutation();
  const notify = useNotice();
  const [toEnd, setToEnd] = useState<ProgramAssignment | null>(null);
  const today = practiceDay();
  const assignments = programOrder(program.data ?? [], today);
  // Decided once the program is known, then the therapist's: a new patient's first need is the form.
  const [assigning, setAssigning] = useState<'at once' | 'asked' | false | null>(prefill ? 'asked' : null);
  if (assigning === null && program.data) setAssigning(program.data.length === 0 ? 'at once' : false);
  const opener = useRef<HTMLButtonElement>(null);
  const backToOpener = useRef(false);
  useEffect(() => {
    if (assigning || !backToOpener.current) return;
    backToOpener.current = false;
    opener.current?.focus();
  }, [assigning]);
  const closeAssignForm = () => {
    backToOpener.current = true;
    setAssigning(false);
    onPrefillDone?.();
  };

  // The ended exercise's End button goes: its title takes the focus, else it falls to the page's body.
  const [endedId, setEndedId] = useState<string | null>(null);
  useEffect(() => {
    if (!endedId) return;
    if (assignments.some((assignment) => assignment.id === endedId && assignment.status !== 'ended')) return;
    setEndedId(null);
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById(assignmentHeadingId(endedId))?.focus();
  }, [endedId, assignments]);

  async function endAssignment() {
    if (!toEnd) return;
    const name = toEnd.exercise?.name ?? 'The exercise';
    try {
      await changeAssignment({ assignment: toEnd, change: { status: 'ended' } }).unwrap();
      setEndedId(toEnd.id);
      notify({ title: 'Exercise Ended', description: `${name} is no longer in ${patient.firstName}'s program.` });
    } catch (error) {
      notify({ title: 'Error', description: hasStatus(error, 412) ? programChangedElsewhere : (serverMessage(error) ?? 'Failed to end exercise'), variant: 'destructive' });
    } finally {
      setToEnd(null);
    }
  }

  return (
    <div className="exercises-tab">
      <section className="program" aria-labelledby="program-title">
        <div className="staff-tab-head program-head">
          <h3 className="title is-5" id="program-title">
            Exercise program
          </h3>
          {canWrite && !assigning && !program.isLoading && (
            <button ref={opener} type="button" className="button is-primary" onClick={() => setAssigning('asked')}>
              Assign exercise
            </button>
          )}
        </div>
        {canWrite &&
          assigning &&
          (choices.isLoading ? (
            <PageLoading label="Loading the exercise library..." />
          ) : choices.data && choices.data.length > 0 ? (
            <AssignExerciseForm
              patient={patient}
              exercises={choices.data}
              prefill={prefill ?? undefined}
              focusFirst={assigning === 'asked'}
              onAssigned={onPrefillDone}
              onClose={closeAssignForm}
            />
          ) : (
            <p className="notification is-warning is-light">The exercise library is empty. Seed it or add exercises in the Exercise Library tab first.</p>
          ))}
        {failed ? (
          <LoadFailure what="The program" error={program.error} retrying={program.isFetching} onRetry={() => void program.refetch()} />
        ) : program.isLoading ? (
          <PageLoading label="Loading the program..." />
        ) : assignments.length === 0 ? (
          <p className="empty-text is-compact">No exercises assigned yet.</p>
        ) : (
          <ul className="program-list" data-testid="program">
            {assignments.map((assignment) => (
              <li key={assignment.id}>
                <AssignmentItem assignment={assignment} today={today} canWrite={canWrite} onEnd={setToEnd} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <RecentActivity patientId={patient.id} assignments={program.data ?? []} />

      {toEnd && (
        <ConfirmDialog
          title="End exercise"
          message={`End ${toEnd.exercise?.name ?? 'this exercise'} for ${patient.firstName}? It leaves the program from today; completions so far are kept.`}
          confirmLabel="End Exercise"
          busyLabel="Ending..."
          busy={ending.isLoading}
          onConfirm={() => void endAssignment()}
          onCancel={() => setToEnd(null)}
        />
      )}
    </div>
  );
}
