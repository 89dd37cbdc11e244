import { useState } from 'react';
import { reviewNotesFor, type Recommendation } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { useNotice } from '../shared/ui/notice';
import type { ReviewBusy } from './RecommendationCard';
import { reviewedDescription } from './recommendation-view';
import { useReviewRecommendationMutation } from './recommendationsEndpoints';

export const alreadyReviewed = 'Someone reviewed this recommendation first; its decision is shown.';

/** Approving or rejecting recommendations, one request at a time per card, with the spec's toasts. */
export function useRecommendationReview() {
  const [review] = useReviewRecommendationMutation();
  const notify = useNotice();
  const [busy, setBusy] = useState<Record<string, ReviewBusy>>({});

  async function onReview(recommendation: Recommendation, isAccepted: boolean) {
    if (busy[recommendation.id]) return;
    setBusy((current) => ({ ...current, [recommendation.id]: isAccepted ? 'approve' : 'reject' }));
    try {
      await review({ recommendation, isAccepted, reviewNotes: isAccepted ? reviewNotesFor.approved : reviewNotesFor.rejected }).unwrap();
      notify({ title: 'Recommendation Reviewed', description: reviewedDescription(recommendation.exercise.name, isAccepted) });
    } catch (error) {
      const message = serverMessage(error) ?? (hasStatus(error, 409) ? alreadyReviewed : 'Failed to review recommendation');
      notify({ title: 'Error', description: message, variant: 'destructive' });
    } finally {
      setBusy(({ [recommendation.id]: _done, ...rest }) => rest);
    }
  }

  /** What a card needs to offer its buttons. */
  return (recommendation: Recommendation) => ({ busy: busy[recommendation.id] ?? null, onReview: (isAccepted: boolean) => void onReview(recommendation, isAccepted) });
}
