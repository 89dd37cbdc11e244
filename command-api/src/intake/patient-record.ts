import { dayIn, type EventStore } from '@pt/contracts';
import { conflict, DomainError, handleCommand, loadStream, notFound, type CommandMeta } from '@pt/contracts/core';
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
 * from the form (named by the client's `recordId`, so a retry creates nothing twice). A `recordId`
 * that already names another record is refused: the form would join a stranger's record (ADR 35).
 */
export async function linkPatientRecord(store: EventStore, patients: PatientDirectory, stream: string, recordId: string, meta: CommandMeta, timeZone: string) {
  const { state } = await loadStream(store, stream, intakeDecider);
  if (state.status === 'none') throw notFound('No such intake form.');
  const email = state.form.patientEmail;
  let patientId = state.patientId ?? (await patients.idForEmail(email));
  if (recordId !== patientId && (await patients.record(recordId))) throw conflict(recordIdTaken);
  // No record with the form's e-mail yet: one is made from the form, under the id the e-mail's claim
  // names when its create is under way or never finished (a crash in between), else under `recordId`.
  // Whichever create lands first, the e-mail's claim is read again: the form joins the record it leads to.
  for (let attempt = 1; patientId === null || !(await patients.record(patientId)); attempt++) {
    if (attempt > 3) throw conflict('The record of this form could not be made: please try again.');
    try {
      await patients.createRecord(patientId ?? recordId, recordFromForm(state.form, dayIn(meta.now, timeZone)), meta);
    } catch (error) {
      // Someone made a record with this e-mail meanwhile (the form joins that one), or took the id
      // (a record of another e-mail, which the e-mail does not lead to: refused after a few attempts).
      if (!(error instanceof DomainError && error.code === 'already-exists') || attempt === 3) throw error;
    }
    patientId = await patients.idForEmail(email);
  }
  const createdRecord = patientId === recordId;
  const result = await handleCommand(store, stream, intakeDecider, { type: 'LinkPatientRecord', patientId, createdRecord }, meta);
  return { result, patientId, createdRecord, fullName: state.form.fullName };
}

const recordIdTaken = "This record id already names another patient's record: the form was not joined to it. Please try again to create the form's own record.";
