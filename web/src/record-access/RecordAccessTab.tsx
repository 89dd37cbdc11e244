import type { PatientListing } from '@pt/contracts';
import { RecordAccessLog } from './RecordAccessLog';
import { useRecordViewsQuery } from './recordViewsEndpoints';

/**
 * The patient dialog's 'Access log' tab (admins and auditors, ADR 28): who opened which part of the
 * record and when, newest first, live. Each person's first opening of a part within the hour is an
 * entry (an intake form of the patient's too, ADR 29); the patient's own readings are not in it.
 */
export function RecordAccessTab({ patient }: { patient: PatientListing }) {
  return (
    <RecordAccessLog
      idPrefix="record-access"
      log={useRecordViewsQuery(patient.id)}
      intro={`Who opened ${patient.firstName}'s record, and which part: each person's first opening of a part within the hour. ${patient.firstName}'s own visits are not listed.`}
      emptyText={`No staff member has opened ${patient.firstName}'s record yet.`}
      listLabel="Openings of the record, newest first"
    />
  );
}
