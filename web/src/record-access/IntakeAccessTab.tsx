import type { IntakeFormSummary } from '@pt/contracts';
import { RecordAccessLog } from './RecordAccessLog';
import { useIntakeFormViewsQuery } from './recordViewsEndpoints';

/**
 * The intake dialog's 'Access log' tab (admins and auditors, ADR 29): who opened this intake form and
 * when, newest first, live. Each person's first opening within the hour is an entry.
 */
export function IntakeAccessTab({ form }: { form: Pick<IntakeFormSummary, 'id'> }) {
  return (
    <RecordAccessLog
      idPrefix="intake-access"
      log={useIntakeFormViewsQuery(form.id)}
      intro="Who opened this intake form: each person's first opening within the hour."
      emptyText="No staff member has opened this intake form yet."
      listLabel="Openings of the intake form, newest first"
      showPart={false}
    />
  );
}
