import { exerciseCategoryLabels, type Exercise } from '@pt/contracts';
import { LineIcon } from '../shared/ui/icons';
import { difficultyLabels } from './exercise-form';

/**
 * One exercise of the library as a compact row: its name (the button that shows the details),
 * category, difficulty and dose; opened, the description, instructions and the rest, and for
 * therapists and admins Edit and Delete.
 */
export function ExerciseRow({
  exercise,
  open,
  onToggle,
  onEdit,
  onDelete,
  toggleRef,
}: {
  exercise: Exercise;
  /** The name's button (it takes the focus when a neighbouring row is deleted). */
  toggleRef?: (element: HTMLButtonElement | null) => void;
  open: boolean;
  onToggle: () => void;
  /** Absent for readers who change nothing (auditors). */
  onEdit?: (exercise: Exercise) => void;
  onDelete?: (exercise: Exercise) => void;
}) {
  const headingId = `exercise-${exercise.id}`;
  const detailsId = `exercise-${exercise.id}-details`;
  return (
    <article className={`library-exercise${open ? ' is-open' : ''}`} aria-labelledby={headingId} data-testid="library-exercise" data-id={exercise.id}>
      <div className="library-exercise-line">
        {/* The accordion pattern: the heading holds the button, so the list is still navigable by headings. */}
        <h3 className="library-exercise-name" id={headingId}>
          <button ref={toggleRef} type="button" className="library-exercise-toggle" aria-expanded={open} aria-controls={open ? detailsId : undefined} onClick={onToggle}>
            <LineIcon d="m9 18 6-6-6-6" size={16} strokeWidth={2.5} />
            <span>{exercise.name}</span>
          </button>
        </h3>
        <p className="library-exercise-facts">
          <span className={`tag category-tag is-${exercise.category.replace(' ', '-')}`}>{exerciseCategoryLabels[exercise.category]}</span>
          <span className="tag is-light">{difficultyLabels[exercise.difficulty]}</span>
          <span className="library-exercise-dose">
            {exercise.duration} min{exercise.repetitions && <> · {exercise.repetitions}</>}
          </span>
        </p>
      </div>
      {open && (
        <div className="library-exercise-details" id={detailsId}>
          <p>{exercise.description}</p>
          <Fact caption="Target areas" entries={exercise.targetAreas} />
          <p className="field-caption mb-0">Instructions</p>
          <p className="library-exercise-instructions">{exercise.instructions}</p>
          {exercise.precautions && (
            <p>
              <span className="field-caption">Precautions</span> {exercise.precautions}
            </p>
          )}
          <Fact caption="Equipment" entries={exercise.equipmentNeeded} />
          <Fact caption="Conditions" entries={exercise.conditionTags} />
          <Fact caption="Contraindications" entries={exercise.contraindications} />
          <Fact caption="Benefits" entries={exercise.therapeuticBenefits} />
          {(onEdit || onDelete) && (
            <div className="buttons library-exercise-actions">
              {onEdit && (
                <button type="button" className="button is-small is-primary is-outlined" aria-describedby={headingId} onClick={() => onEdit(exercise)}>
                  Edit
                </button>
              )}
              {onDelete && (
                <button type="button" className="button is-small is-danger is-outlined" aria-describedby={headingId} onClick={() => onDelete(exercise)}>
                  Delete
                </button>
              )}
            </div>
          )}
        </div>
      )}
    </article>
  );
}

function Fact({ caption, entries }: { caption: string; entries: readonly string[] }) {
  if (entries.length === 0) return null;
  return (
    <p>
      <span className="field-caption">{caption}</span> {entries.join(', ')}
    </p>
  );
}
