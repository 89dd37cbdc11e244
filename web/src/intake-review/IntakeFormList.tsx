import { formatDistance } from 'date-fns';
import type { IntakeFormSummary } from '@pt/contracts';
import { formatMoment } from '../shared/dates';
import { statusLabels, statusTagClass } from './status';

/** The list of forms: status badge, full name (opens the form), e-mail and the time it was sent. */
export function IntakeFormList({ forms, now, arrived, onOpen }: { forms: readonly IntakeFormSummary[]; now: number; arrived: ReadonlySet<string>; onOpen: (form: IntakeFormSummary) => void }) {
  return (
    <ul className="intake-list">
      {forms.map((form) => {
        const submitted = new Date(form.submittedAt);
        const valid = !Number.isNaN(submitted.getTime());
        return (
          <li key={form.id} className={`intake-row is-${form.status}`} data-testid="intake-row" data-id={form.id} data-status={form.status}>
            <span className={`tag ${statusTagClass[form.status]}`} data-testid="intake-status">
              {statusLabels[form.status]}
            </span>
            <div className="intake-row-who">
              <button type="button" className="intake-row-open" onClick={() => onOpen(form)} aria-haspopup="dialog">
                {form.fullName}
              </button>
              {arrived.has(form.id) && <span className="tag is-link is-light intake-row-new">Just arrived</span>}
              <span className="intake-row-email">{form.patientEmail}</span>
            </div>
            {valid && (
              <time className="intake-row-time" dateTime={form.submittedAt} title={formatMoment(form.submittedAt, 'seconds')}>
                {formatDistance(submitted, Math.max(now, submitted.getTime()), { addSuffix: true })}
              </time>
            )}
          </li>
        );
      })}
    </ul>
  );
}
