import type { PatientListing } from '@pt/contracts';
import { isAfter } from './positions';

/** A live `patient.changed` message: the patient as the lists name them (no profile, ADR 28), at its position in the log. */
export interface LivePatient {
  patient: PatientListing;
  position: string;
}

/**
 * Applies a live change to a cached patient, a listing or a record (an immer draft), unless it
 * already holds it. Answers whether the patient saved a new profile meanwhile: the message carries
 * none, so a cached record must be fetched again for it.
 */
export function applyPatientChange(draft: PatientListing, { patient, position }: LivePatient): boolean {
  if (!isAfter(position, draft.position)) return false;
  const newProfile = patient.profileSavedAt !== draft.profileSavedAt;
  Object.assign(draft, patient, { position });
  return newProfile;
}
