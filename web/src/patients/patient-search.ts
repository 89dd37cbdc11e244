import type { PatientListing } from '@pt/contracts';

/** The server's search rule: the full name or the e-mail contains the typed text, ignoring case. */
export function matchesPatientSearch(patient: Pick<PatientListing, 'fullName' | 'email'>, search: string): boolean {
  const typed = search.trim().toLowerCase();
  if (!typed) return true;
  return patient.fullName.toLowerCase().includes(typed) || patient.email.toLowerCase().includes(typed);
}

/** The list's order, as the server sends it: by last name, then first name. */
export const patientOrder = (a: PatientListing, b: PatientListing) =>
  a.lastName === b.lastName ? a.firstName.localeCompare(b.firstName) < 0 : a.lastName.localeCompare(b.lastName) < 0;

export interface PatientActivityItem {
  patient: PatientListing;
  kind: 'added' | 'profile';
  at: string;
}

/** The newest things that happened to patients' records: added by staff, or profile completed by the patient. */
export function recentPatientActivity(patients: readonly PatientListing[], limit = 5): PatientActivityItem[] {
  const items: PatientActivityItem[] = patients.flatMap((patient) => [
    { patient, kind: 'added' as const, at: patient.createdAt },
    ...(patient.profileSavedAt ? [{ patient, kind: 'profile' as const, at: patient.profileSavedAt }] : []),
  ]);
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}
