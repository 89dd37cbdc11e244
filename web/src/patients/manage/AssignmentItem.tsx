import { useState } from 'react';
import { exerciseCategoryLabels } from '@pt/contracts';
import { formatDay } from '../../shared/dates';
import type { ProgramAssignment } from '../programEndpoints';
import { ChangeAssignmentForm } from './ChangeAssignmentForm';
import { assignmentState, assignmentStateLabel } from './program-status';

const stateTags = { active: 'is-success', upcoming: 'is-info is-light', finished: 'is-light', ended: 'is-light' } as const;

export const assignmentHeadingId = (assignmentId: string) => `assignment-${assignmentId}`;

/** One exercise of the program: what, how often, when; therapists change it or end it. */
export function AssignmentItem({
  assignment,
  today,
  canWrite,
  onEnd,
}: {
  assignment: ProgramAssignment;
  today: string;
  canWrite: boolean;
  onEnd: (assignment: ProgramAssignment) => void;
}) {
  const [changing, setChanging] = useState(false);
  const state = assignmentState(assignment, today);
  const exercise = assignment.exercise;
  const headingId = assignmentHeadingId(assignment.id);
  const running = state === 'active' || state === 'upcoming';

  return (
    <article className={`assignment is-${state}`} aria-labelledby={headingId} data-testid="assignment" data-state={state}>
      <div className="assignment-top">
        <h4 className="title is-6 assignment-name" id={headingId} tabIndex={-1}>
          {exercise?.name ?? 'Unknown exercise'}
        </h4>
        <div className="tags mb-0">
          {exercise && <span className="tag is-light">{exerciseCategoryLabels[exercise.category]}</span>}
          <span className={`tag status-tag ${stateTags[state]}`}>{assignmentStateLabel(assignment, today)}</span>
        </div>
      </div>
      <p className="assignment-plan">
        <strong>{assignment.frequency}</strong>
        {exercise && <> · {exercise.duration} min{exercise.repetitions && <> · {exercise.repetitions}</>}</>}
      </p>
      <p className="assignment-dates">
        {formatDay(assignment.startDate)} – {assignment.endDate ? formatDay(assignment.endDate) : 'no end date'}
      </p>
      {assignment.customInstructions && <p className="assignment-note">{assignment.customInstructions}</p>}
      {exercise && !exercise.isActive && <p className="help">This exercise was deleted from the library; the program keeps it.</p>}
      {canWrite && running && !changing && (
        <div className="buttons assignment-actions">
          <button type="button" className="button is-small is-primary is-outlined" aria-describedby={headingId} onClick={() => setChanging(true)}>
            Change
          </button>
          <button type="button" className="button is-small is-danger is-outlined" aria-describedby={headingId} onClick={() => onEnd(assignment)}>
            End
          </button>
        </div>
      )}
      {changing && <ChangeAssignmentForm assignment={assignment} onDone={() => setChanging(false)} />}
    </article>
  );
}
