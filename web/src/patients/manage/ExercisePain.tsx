import { formatMoment } from '../../shared/dates';
import { LoadFailure, useFailed } from '../../shared/ui/LoadFailure';
import { PageLoading } from '../../shared/ui/PageLoading';
import { useActivityQuery, useProgramQuery } from '../programEndpoints';

/** How many of the latest completions that carry a pain level are listed. */
const listed = 10;

/**
 * The pain the patient gave with their completed exercises, newest first, live: beside the measured
 * pain, what each exercise felt like. (The activity read model carries it, for the staff who may read
 * the patient's record.)
 */
export function ExercisePain({ patientId }: { patientId: string }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useActivityQuery(patientId);
  const failed = useFailed(isError, error);
  const { data: program } = useProgramQuery(patientId);
  const names = new Map((program ?? []).map((a) => [a.id, a.exercise?.name ?? 'Exercise']));

  if (isLoading && !failed) return <PageLoading label="Loading the pain given with exercises..." />;
  if (failed || !data) return <LoadFailure what="The pain given with exercises" error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  const rated = data.completions.filter((c) => c.painLevel !== null).slice(0, listed);

  return (
    <section className="exercise-pain" aria-labelledby="exercise-pain-title" data-testid="exercise-pain">
      <h3 className="title is-6 mt-4" id="exercise-pain-title">
        Pain during exercises
      </h3>
      {rated.length === 0 ? (
        <p className="empty-text is-compact">No pain given with completed exercises yet.</p>
      ) : (
        <div className="table-scroll" role="region" aria-labelledby="exercise-pain-title" tabIndex={0}>
          {/* The pain before the exercise's name: on a phone the last column scrolls out of sight. */}
          <table className="measurement-table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Pain</th>
                <th scope="col">Exercise</th>
              </tr>
            </thead>
            <tbody>
              {rated.map((c) => (
                <tr key={c.id} data-testid="exercise-pain-row">
                  <td>
                    <time dateTime={c.completedAt}>{formatMoment(c.completedAt)}</time>
                  </td>
                  <td>{c.painLevel}/10</td>
                  <td>
                    {names.get(c.assignmentId) ?? 'Exercise'}
                    {c.notes && <span className="measurement-notes">“{c.notes}”</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
