import { useLayoutEffect, useRef } from 'react';
import type { Recommendation } from '@pt/contracts';
import { formatDay } from '../shared/dates';
import { categoryLabel, exerciseDose, reviewedLine, scoreBadge, statusOf } from './recommendation-view';

export type ReviewBusy = 'approve' | 'reject' | null;

/** What a card offers its reviewer: the buttons show only while the recommendation is pending. */
export interface CardReview {
  busy: ReviewBusy;
  onReview: (isAccepted: boolean) => void;
  /** This reviewer is deciding it or has just decided it: once it shows reviewed, the focus its buttons had goes to its status. */
  deciding?: boolean;
  /** The card has taken the focus on (or did not need to). */
  onSettled?: () => void;
}

/** The id of a card's heading, which a list focuses when a card it held leaves it. */
export const recommendationHeadingId = (id: string) => `recommendation-${id}`;

/**
 * One recommendation (spec 001): the exercise (name, category, duration and repetitions), the score
 * band with its score, the reasoning, the conditions it is based on, and its status; once reviewed,
 * by whom (staff only) and when. Approve and Reject only while pending, and only when `review` is given.
 */
export function RecommendationCard({
  recommendation,
  headingLevel,
  review,
  showReviewer = false,
  onAssign,
}: {
  recommendation: Recommendation;
  headingLevel: 3 | 4;
  review?: CardReview;
  showReviewer?: boolean;
  /** Approved and not in the program yet: the way to assign it. */
  onAssign?: () => void;
}) {
  const { exercise } = recommendation;
  const badge = scoreBadge(recommendation.recommendationScore);
  const status = statusOf(recommendation.isAccepted);
  const headingId = recommendationHeadingId(recommendation.id);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const reviewed = recommendation.isAccepted !== null;
  const notes = recommendation.reviewNotes?.trim();
  const card = useRef<HTMLElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const deciding = review?.deciding === true;
  const onSettled = review?.onSettled;

  // Approve and Reject go once the decision shows: the focus they had goes to the status that
  // replaced them ('Approved'), before the screen is drawn, unless it has moved elsewhere meanwhile.
  useLayoutEffect(() => {
    if (!deciding || !reviewed) return;
    const active = document.activeElement;
    if (!active || active === document.body || card.current?.contains(active)) statusLine.current?.focus();
    onSettled?.();
  }, [deciding, reviewed, onSettled]);

  return (
    <article ref={card} className={`recommendation-card is-${status.tone}`} aria-labelledby={headingId} data-testid="recommendation" data-status={status.tone}>
      <div className="recommendation-top">
        <Heading className={`title ${headingLevel === 3 ? 'is-5' : 'is-6'} recommendation-name`} id={headingId} tabIndex={-1}>
          {exercise.name}
        </Heading>
        <span className={`score-badge ${badge.className}`} data-testid="score-badge">
          {badge.label} <span className="score-value">{badge.score}</span>
        </span>
      </div>
      <p className="recommendation-facts">
        <span className="tag is-light">{categoryLabel(exercise.category)}</span>
        <span>{exerciseDose(exercise)}</span>
      </p>
      {recommendation.reasoning && <p className="recommendation-reasoning">{recommendation.reasoning}</p>}
      {recommendation.basedOnConditions.length > 0 && (
        <div className="recommendation-conditions">
          <span className="recommendation-label">Based on</span>
          <ul className="tags mb-0" aria-label="Conditions it is based on">
            {recommendation.basedOnConditions.map((condition) => (
              <li key={condition} className="tag condition-chip">
                {condition}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="recommendation-status-line">
        <p ref={statusLine} className={`recommendation-status is-${status.tone}`} data-testid="recommendation-status" tabIndex={-1}>
          <span className="status-dot" aria-hidden="true" />
          {status.label}
        </p>
        {reviewed && (recommendation.reviewDate || (showReviewer && recommendation.reviewedBy)) && (
          <p className="recommendation-reviewed" data-testid="recommendation-reviewed">
            {reviewedLine(showReviewer ? (recommendation.reviewedByName ?? recommendation.reviewedBy) : null, recommendation.reviewDate && formatDay(recommendation.reviewDate))}
          </p>
        )}
      </div>
      {reviewed && notes && notes !== status.label && <p className="recommendation-notes">“{notes}”</p>}
      {onAssign && (
        <div className="buttons recommendation-actions">
          <button type="button" className="button is-small is-primary" aria-describedby={headingId} onClick={onAssign}>
            Assign to program
          </button>
        </div>
      )}
      {review && !reviewed && (
        // While the decision is sent the buttons say so and refuse a second press, but keep the focus
        // (`disabled` would drop it to the page's body).
        <div className="buttons recommendation-actions">
          <button
            type="button"
            className="button is-small is-success"
            aria-describedby={headingId}
            aria-disabled={review.busy !== null || undefined}
            onClick={() => review.busy === null && review.onReview(true)}
          >
            {review.busy === 'approve' ? 'Approving...' : 'Approve'}
          </button>
          <button
            type="button"
            className="button is-small is-danger is-outlined"
            aria-describedby={headingId}
            aria-disabled={review.busy !== null || undefined}
            onClick={() => review.busy === null && review.onReview(false)}
          >
            {review.busy === 'reject' ? 'Rejecting...' : 'Reject'}
          </button>
        </div>
      )}
    </article>
  );
}
