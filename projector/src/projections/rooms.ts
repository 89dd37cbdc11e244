import { recordReaderRoles, rooms } from '@pt/contracts';

/** Everyone who reads patients' records (therapists, admins, auditors). */
export const recordReaders = recordReaderRoles.map(rooms.role);
/** A patient's own screens, and staff who have that patient open. */
export const patientRoom = (patientId: string) => [rooms.patient(patientId)];
/** The patient's own screens only (not staff following the patient). */
export const ownRecordRoom = (patientId: string) => [rooms.ownRecord(patientId)];
