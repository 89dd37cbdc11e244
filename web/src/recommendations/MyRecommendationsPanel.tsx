import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { RecommendationCard } from './RecommendationCard';
import { useRecommendationsQuery } from './recommendationsEndpoints';
import '../shared/ui/staff-panel.scss';
import './recommendations.scss';

/**
 * The recommendations panel of the patient's Exercises tab (spec 001): the recommendations their
 * therapist approved, read only (the server sends a patient no others). An approval arrives live (live.ts).
 */
export function MyRecommendationsPanel({ patientId }: { patientId: string }) {
  const list = useRecommendationsQuery(patientId);
  const failed = useFailed(list.isError, list.error);
  const recommendations = list.data ?? [];
  return (
    <section className="my-recommendations" aria-labelledby="my-recommendations-title" data-testid="my-recommendations">
      <h2 className="title is-4 mb-2" id="my-recommendations-title">
        Recommended Exercises
      </h2>
      <p className="recommendations-intro">Exercises your therapist recommends for your conditions.</p>
      {failed ? (
        <LoadFailure what="Your recommendations" error={list.error} retrying={list.isFetching} onRetry={() => void list.refetch()} />
      ) : list.isLoading ? (
        <PageLoading label="Loading your recommendations..." />
      ) : recommendations.length === 0 ? (
        <p className="empty-text is-compact" data-testid="recommendations-empty">
          No recommendations yet. When your therapist recommends an exercise for your conditions, it appears here.
        </p>
      ) : (
        <ul className="recommendation-grid" data-testid="recommendations">
          {recommendations.map((recommendation) => (
            <li key={recommendation.id}>
              <RecommendationCard recommendation={recommendation} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
