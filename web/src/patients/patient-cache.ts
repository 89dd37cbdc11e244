import type { PatientListing, PatientRecord } from '@pt/contracts';
import { liveChangesDuringFetches } from '../shared/live/changes-during-fetch';
import { isAfter } from '../shared/live/positions';

/** A live `patient.changed` message: the patient as the lists name them (no profile, ADR 28), at its position in the log. */
export interface LivePatient {
  patient: PatientListing;
  position: string;
}

/**
 * Applies a live change to a patient's cached record (an immer draft), unless the record already holds
 * it. Answers whether the patient saved a new profile meanwhile: the message carries none, so the
 * record must be fetched again for it.
 */
export function applyPatientChange(draft: PatientRecord, { patient, position }: LivePatient): boolean {
  if (!isAfter(position, draft.position)) return false;
  const newProfile = patient.profileSavedAt !== draft.profileSavedAt;
  Object.assign(draft, patient, { position });
  return newProfile;
}

// A change heard while the record is on its way (the dialog's first read, or a read after a new profile)
// is applied again once it lands: with no record cached yet it patched nothing, and the answer, read
// before the change, would otherwise keep the old name (the dialog shows the record once it is not
// older than the listing it was opened with, and a patient who left the list's search has no newer one).
export const patientChangesDuringFetches = liveChangesDuringFetches<LivePatient>();
