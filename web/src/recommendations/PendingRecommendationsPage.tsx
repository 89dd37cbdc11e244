import { useMemo, useRef } from 'react';
import { recordReaderRoles, type Recommendation } from '@pt/contracts';
import { useStaffAccess } from '../shared/session/staff-access';
import { LoadFailure, useFailed } from '../shared/ui/LoadFailure';
import { PageLoading } from '../shared/ui/PageLoading';
import { StaffPage } from '../shared/ui/StaffPage';
import { useFocusAfterChange } from '../shared/ui/useFocusAfterChange';
import { RecommendationCard, recommendationHeadingId, type CardReview } from './RecommendationCard';
import { byPatient } from './recommendation-view';
import { usePendingRecommendationsQuery } from './recommendationsEndpoints';
import { useRecommendationReview } from './useRecommendationReview';
import './recommendations.scss';

/**
 * /staff/recommendations: every recommendation waiting for a therapist's review, across patients,
 * grouped by patient; approve or reject each in place (therapists and admins; auditors read).
 * New generations arrive and reviewed ones leave live.
 */
export function PendingRecommendationsPage() {
  return (
    <StaffPage title="Recommendations to Review" roles={recordReaderRoles} refusal="Recommendations are reviewed by the practice's staff.">
      <PendingList />
    </StaffPage>
  );
}

function PendingList() {
  const { canWrite } = useStaffAccess();
  const pending = usePendingRecommendationsQuery();
  const failed = useFailed(pending.isError, pending.error);
  const review = useRecommendationReview();
  const groups = byPatient(pending.data?.recommendations ?? []);
  const shown = groups.flatMap((group) => group.recommendations.map((recommendation) => recommendation.id));
  const shownKey = shown.join(' ');
  const ids = useMemo(() => (shownKey ? shownKey.split(' ') : []), [shownKey]);
  const empty = useRef<HTMLParagraphElement>(null);

  // A card reviewed here leaves the list, and its buttons with the focus: the focus goes to the next
  // card's name (else the one before, else the words saying nothing is left), before the screen is
  // drawn, unless it has moved elsewhere meanwhile.
  const handOff = useFocusAfterChange({
    items: ids,
    shown: ids,
    read: pending,
    focusOf: (id) => document.getElementById(recommendationHeadingId(id)),
    fallback: () => empty.current,
  });
  const reviewHere = (recommendation: Recommendation): CardReview => ({
    ...review.of(recommendation),
    onReview: (isAccepted) => {
      const action = review.decide(recommendation, isAccepted);
      if (action) handOff.expect({ id: recommendation.id, action });
    },
  });

  if (pending.isLoading && !failed) return <PageLoading label="Loading recommendations..." />;
  const { data } = pending;
  if (failed || !data) {
    return <LoadFailure what="The recommendations" error={pending.error} retrying={pending.isFetching} onRetry={() => void pending.refetch()} />;
  }
  const count = data.recommendations.length;
  if (groups.length === 0) {
    return (
      <p className="empty-text" data-testid="pending-empty" ref={empty} tabIndex={-1}>
        Nothing to review. Recommendations generated from a patient's AI Recommendations tab appear here until a therapist approves or rejects them.
      </p>
    );
  }
  return (
    <>
      <p className="recommendations-intro" aria-live="polite" data-testid="pending-count">
        {count} recommendation{count === 1 ? '' : 's'} for {groups.length} patient{groups.length === 1 ? '' : 's'} waiting for review.
      </p>
      {groups.map(({ patientId, recommendations }) => {
        const who = data.patients[patientId];
        const name = who ? `${who.firstName} ${who.lastName}` : 'Patient';
        return (
          <section key={patientId} className="pending-group" aria-labelledby={`pending-${patientId}`} data-testid="pending-group">
            <h2 className="title is-5" id={`pending-${patientId}`}>
              {name} <span className="tag is-light">{recommendations.length} pending</span>
            </h2>
            <ul className="recommendation-list">
              {recommendations.map((recommendation) => (
                <li key={recommendation.id}>
                  <RecommendationCard recommendation={recommendation} headingLevel={3} showReviewer review={canWrite ? reviewHere(recommendation) : undefined} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
