import { useCallback, useState } from 'react';
import { reviewNotesFor, type Recommendation } from '@pt/contracts';
import { hasStatus, serverMessage } from '../shared/api/http-error';
import { useNotice } from '../shared/ui/notice';
import type { CardReview, ReviewBusy } from './RecommendationCard';
import { reviewedDescription } from './recommendation-view';
import { useReviewRecommendationMutation } from './recommendationsEndpoints';

export const alreadyReviewed = 'Someone reviewed this recommendation first; its decision is shown.';

/**
 * Approving or rejecting recommendations, one request at a time per card, with the spec's toasts.
 * `deciding(id)`: this reviewer's decision on it is being sent, or was just made (or found made
 * already, a 409) and its list has not yet taken the keyboard's focus on from its buttons, which go
 * once it shows reviewed: the card in place (`CardReview.deciding`), or the pending list the card left
 * (which hands the focus on itself, from `decide`'s outcome).
 */
export function useRecommendationReview() {
  const [review] = useReviewRecommendationMutation();
  const notify = useNotice();
  const [busy, setBusy] = useState<Record<string, ReviewBusy>>({});
  const [decided, setDecided] = useState<string | null>(null);
  const settled = useCallback((id: string) => setDecided((current) => (current === id ? null : current)), []);

  /** Sends the decision (with its toasts): true once it is made, or found made already (a 409); false when it failed. */
  async function decide(recommendation: Recommendation, isAccepted: boolean): Promise<boolean> {
    setBusy((current) => ({ ...current, [recommendation.id]: isAccepted ? 'approve' : 'reject' }));
    try {
      await review({ recommendation, isAccepted, reviewNotes: isAccepted ? reviewNotesFor.approved : reviewNotesFor.rejected }).unwrap();
      setDecided(recommendation.id);
      notify({ title: 'Recommendation Reviewed', description: reviewedDescription(recommendation.exercise.name, isAccepted) });
      return true;
    } catch (error) {
      if (hasStatus(error, 409)) setDecided(recommendation.id);
      const message = serverMessage(error) ?? (hasStatus(error, 409) ? alreadyReviewed : 'Failed to review recommendation');
      notify({ title: 'Error', description: message, variant: 'destructive' });
      return hasStatus(error, 409);
    } finally {
      setBusy(({ [recommendation.id]: _done, ...rest }) => rest);
    }
  }

  function onReview(recommendation: Recommendation, isAccepted: boolean) {
    if (!busy[recommendation.id]) void decide(recommendation, isAccepted);
  }

  return {
    /** What a card needs to offer its buttons. */
    of: (recommendation: Recommendation): CardReview => ({
      busy: busy[recommendation.id] ?? null,
      onReview: (isAccepted: boolean) => onReview(recommendation, isAccepted),
      deciding: Boolean(busy[recommendation.id]) || decided === recommendation.id,
      onSettled: () => settled(recommendation.id),
    }),
    /**
     * Sends the decision unless one is on its way already (then undefined): resolves once it is made
     * (or found made), rejects when it failed (the toast has said so).
     */
    decide: (recommendation: Recommendation, isAccepted: boolean): Promise<void> | undefined =>
      busy[recommendation.id]
        ? undefined
        : decide(recommendation, isAccepted).then((made) => {
            if (!made) throw new Error(`The review of recommendation ${recommendation.id} failed`);
          }),
  };
}
