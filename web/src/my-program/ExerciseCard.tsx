import { exerciseCategoryLabels, type AssignedExercise } from '@pt/contracts';
import { CheckIcon } from '../shared/ui/icons';
import { extraRounds, extraText, isDoneToday, todayCount } from './today';

/**
 * One exercise of the patient's program (spec 001): name, category, description, minutes,
 * repetitions, frequency, its status badge, today's count, Start (the guided view) and the check
 * button (record a completion; once today's plan is done, it offers an extra round, which the
 * dialog asks about first).
 */
export function ExerciseCard({ assignment, onStart, onCheck }: { assignment: AssignedExercise; onStart: () => void; onCheck: () => void }) {
  const { exercise, today } = assignment;
  const headingId = `my-exercise-${assignment.id}`;
  const doneToday = isDoneToday(today);
  const active = assignment.status === 'active';
  return (
    <article className={`card my-exercise-card${doneToday ? ' is-done' : ''}`} aria-labelledby={headingId} data-testid="my-exercise" data-done={doneToday}>
      <div className="card-content">
        <div className="my-exercise-top">
          <div className="tags mb-1">
            <span className={`tag ${active ? 'is-success is-light' : 'is-light'}`}>{active ? 'Active' : 'Ended'}</span>
            <span className={`tag category-tag is-${exercise.category.replace(' ', '-')}`}>{exerciseCategoryLabels[exercise.category]}</span>
          </div>
          <div className="my-exercise-count">
            <p className={`my-exercise-today${doneToday ? ' is-done' : ''}`} data-testid="today-count">
              {todayCount(today)}
            </p>
            {extraRounds(today) > 0 && (
              <p className="my-exercise-extra" data-testid="extra-rounds">
                {extraText(extraRounds(today))}
              </p>
            )}
          </div>
        </div>
        <h3 className="title is-5 mb-2" id={headingId}>
          {exercise.name}
        </h3>
        <p className="my-exercise-description">{exercise.description}</p>
        {assignment.customInstructions && <p className="my-exercise-note">“{assignment.customInstructions}”</p>}
        <dl className="my-exercise-facts">
          <div>
            <dt>Duration</dt>
            <dd>{exercise.duration} min</dd>
          </div>
          {exercise.repetitions && (
            <div>
              <dt>Repetitions</dt>
              <dd>{exercise.repetitions}</dd>
            </div>
          )}
          <div>
            <dt>Frequency</dt>
            <dd>{assignment.frequency}</dd>
          </div>
        </dl>
        <div className="my-exercise-actions">
          <button type="button" className="button is-primary" aria-describedby={headingId} onClick={onStart}>
            Start
          </button>
          <button
            type="button"
            className={`button check-button ${doneToday ? 'is-success' : 'is-success is-outlined'}`}
            aria-label={doneToday ? `${exercise.name} is done today: record an extra round` : `Mark ${exercise.name} complete`}
            onClick={onCheck}
          >
            <CheckIcon />
          </button>
        </div>
      </div>
    </article>
  );
}
