import { formatDay } from '../shared/dates';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import '../shared/ui/staff-panel.scss';
import { usePublishedTipsQuery } from './publishedTipsEndpoints';
import { categoryLabel } from './tip-status';
import './tips.scss';

/** The patient's tips tab (spec 001): title, category, content and publish date; those about their conditions first. */
export function PublishedTipsPanel() {
  const { data, isLoading, isError, error, refetch, isFetching } = usePublishedTipsQuery();
  const failed = useFailed(isError, error);
  const tips = data ?? [];
  if (isLoading && !failed) return <PageLoading label="Loading health tips..." />;
  if (failed) return <LoadFailure what="The health tips" error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  return (
    <div className="published-tips">
      <h2 className="title is-4">Health Tips</h2>
      {tips.length === 0 ? (
        <div className="empty-state box" data-testid="tips-empty">
          <h3 className="title is-5">No Health Tips Yet</h3>
          <p>Your therapists publish advice on exercise, recovery and safety at home here.</p>
        </div>
      ) : (
        <div className="tip-grid">
          {tips.map((tip) => (
            <article key={tip.id} className="tip-card box" aria-labelledby={`published-tip-${tip.id}`} data-testid="published-tip">
              <div className="tags mb-2">
                <span className="tag tip-category">{categoryLabel(tip.category)}</span>
                {tip.forYou && <span className="tag is-success is-light">For your conditions</span>}
              </div>
              <h3 className="title is-5 tip-title" id={`published-tip-${tip.id}`}>
                {tip.title}
              </h3>
              <p className="tip-content">{tip.content}</p>
              <p className="tip-date">Published {formatDay(tip.publishDate)}</p>
            </article>
          ))}
        </div>
      )}
    </div>
  );
}
