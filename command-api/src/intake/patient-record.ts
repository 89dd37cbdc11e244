import { dayIn, type EventStore } from '@pt/contracts';
import { DomainError, handleCommand, loadStream, notFound, type CommandMeta } from '@pt/contracts/core';
import type { PatientDirectory } from '../patients/directory';
import type { PatientRecordData } from '../patients/decider';
import { intakeDecider, type StoredIntakeForm } from './decider';

/** "Mary Ann Lopez" → first name "Mary Ann", last name "Lopez"; a single name is a first name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const parts = fullName.trim().split(/\s+/);
  if (parts.length < 2) return { firstName: parts[0] ?? '', lastName: '' };
  return { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! };
}

/** The patient record a form starts: its name, e-mail, phone and birth date; the condition it names. */
export function recordFromForm(form: StoredIntakeForm, startDate: string): PatientRecordData {
  return {
    ...splitFullName(form.fullName),
    email: form.patientEmail,
    phone: form.patientPhone,
    dateOfBirth: form.dateOfBirth || null,
    primaryCondition: form.primaryDiagnosis || form.symptomLocation,
    startDate,
  };
}

/**
 * Joins an intake form to its patient record: the record with the form's e-mail, or a new one made
 * from the form (named by the client's `recordId`, so a retry creates nothing twice).
 */
export async function linkPatientRecord(store: EventStore, patients: PatientDirectory, stream: string, recordId: string, meta: CommandMeta, timeZone: string) {
  const { state } = await loadStream(store, stream, intakeDecider);
  if (state.status === 'none') throw notFound('No such intake form.');
  const email = state.form.patientEmail;
  let patientId = state.patientId ?? (await patients.idForEmail(email));
  if (patientId === null || !(await patients.record(patientId))) {
    // A claim without its record (a crash in between) is completed under the claimed id.
    const id = patientId ?? recordId;
    try {
      await patients.createRecord(id, recordFromForm(state.form, dayIn(meta.now, timeZone)), meta);
      patientId = id;
    } catch (error) {
      // Someone made a record with this e-mail meanwhile: the form joins that one.
      if (!(error instanceof DomainError && error.code === 'already-exists')) throw error;
      patientId = await patients.idForEmail(email);
      if (patientId === null) throw error;
    }
  }
  const createdRecord = patientId === recordId;
  const result = await handleCommand(store, stream, intakeDecider, { type: 'LinkPatientRecord', patientId, createdRecord }, meta);
  return { result, patientId, createdRecord, fullName: state.form.fullName };
}
