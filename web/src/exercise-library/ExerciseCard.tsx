import { exerciseCategoryLabels, type Exercise } from '@pt/contracts';
import { difficultyLabels } from './exercise-form';

/** One exercise of the library: what a therapist needs to choose it, with its instructions folded away. */
export function ExerciseCard({
  exercise,
  onEdit,
  onDelete,
}: {
  exercise: Exercise;
  /** Absent for readers who change nothing (auditors). */
  onEdit?: (exercise: Exercise) => void;
  onDelete?: (exercise: Exercise) => void;
}) {
  const headingId = `exercise-${exercise.id}`;
  return (
    <article className="exercise-card box" aria-labelledby={headingId} data-testid="exercise-card" data-id={exercise.id}>
      <div className="tags mb-2">
        <span className={`tag category-tag is-${exercise.category.replace(' ', '-')}`}>{exerciseCategoryLabels[exercise.category]}</span>
        <span className="tag is-light">{difficultyLabels[exercise.difficulty]}</span>
      </div>
      <h3 className="title is-5 exercise-name" id={headingId}>
        {exercise.name}
      </h3>
      <p className="exercise-meta">
        {exercise.duration} min{exercise.repetitions && <> · {exercise.repetitions}</>}
      </p>
      <p className="exercise-description">{exercise.description}</p>
      {exercise.targetAreas.length > 0 && (
        <p className="exercise-areas">
          <span className="field-caption">Target areas</span> {exercise.targetAreas.join(', ')}
        </p>
      )}
      <details className="exercise-details">
        <summary>Instructions and precautions</summary>
        <p className="exercise-instructions">{exercise.instructions}</p>
        {exercise.precautions && (
          <p>
            <span className="field-caption">Precautions</span> {exercise.precautions}
          </p>
        )}
        {exercise.equipmentNeeded.length > 0 && (
          <p>
            <span className="field-caption">Equipment</span> {exercise.equipmentNeeded.join(', ')}
          </p>
        )}
        {exercise.conditionTags.length > 0 && (
          <p>
            <span className="field-caption">Conditions</span> {exercise.conditionTags.join(', ')}
          </p>
        )}
        {exercise.contraindications.length > 0 && (
          <p>
            <span className="field-caption">Contraindications</span> {exercise.contraindications.join(', ')}
          </p>
        )}
        {exercise.therapeuticBenefits.length > 0 && (
          <p>
            <span className="field-caption">Benefits</span> {exercise.therapeuticBenefits.join(', ')}
          </p>
        )}
      </details>
      {(onEdit || onDelete) && (
        <div className="buttons exercise-actions">
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
    </article>
  );
}
