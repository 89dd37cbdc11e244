import type { HealthTip } from '@pt/contracts';
import { formatDay } from '../shared/dates';
import { categoryLabel, tipStatus } from './tip-status';

const statusTags = { published: 'is-success', scheduled: 'is-info is-light', withdrawn: 'is-light' } as const;

/** One health tip: its state for patients, what it says, for whom. */
export function TipCard({
  tip,
  today,
  onEdit,
  onWithdraw,
  titleRef,
}: {
  tip: HealthTip;
  today: string;
  onEdit?: (tip: HealthTip) => void;
  onWithdraw?: (tip: HealthTip) => void;
  /** The title takes the focus when the card's Withdraw button is gone. */
  titleRef?: (element: HTMLHeadingElement | null) => void;
}) {
  const status = tipStatus(tip, today);
  const headingId = `tip-${tip.id}`;
  const statusLabel = status === 'published' ? `Published ${formatDay(tip.publishDate)}` : status === 'scheduled' ? `Scheduled for ${formatDay(tip.publishDate)}` : 'Withdrawn';
  return (
    <article className={`tip-card box is-${status}`} aria-labelledby={headingId} data-testid="tip-card" data-status={status}>
      <div className="tags mb-2">
        <span className={`tag status-tag ${statusTags[status]}`}>{statusLabel}</span>
        <span className="tag tip-category">{categoryLabel(tip.category)}</span>
      </div>
      <h3 className="title is-5 tip-title" id={headingId} ref={titleRef} tabIndex={-1}>
        {tip.title}
      </h3>
      <p className="tip-content">{tip.content}</p>
      {tip.targetConditions.length > 0 && (
        <p className="tip-conditions">
          <span className="field-caption">For</span> {tip.targetConditions.join(', ')}
        </p>
      )}
      {status !== 'withdrawn' && (onEdit || onWithdraw) && (
        <div className="card-actions">
          {onEdit && (
            <button type="button" className="button is-small is-primary is-outlined" aria-describedby={headingId} onClick={() => onEdit(tip)}>
              Edit
            </button>
          )}
          {onWithdraw && (
            <button type="button" className="button is-small is-danger is-outlined" aria-describedby={headingId} onClick={() => onWithdraw(tip)}>
              Withdraw
            </button>
          )}
        </div>
      )}
    </article>
  );
}
