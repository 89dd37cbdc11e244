import type { EventOf, IntakeFormData, IntakeStatus, StoredIntakeFormData } from '@pt/contracts';
import { alreadyExists, conflict, notFound, type Decider } from '@pt/contracts/core';

/** An intake form (stream `intake-<id>`): submitted once, reviewed by staff, joined to a patient record. */
export type IntakeEvent = EventOf<'IntakeFormSubmitted' | 'IntakeStatusChanged' | 'IntakeFormLinked'>;

/** The stored form: what the patient sent, as the event holds it. */
export type StoredIntakeForm = StoredIntakeFormData;

export type IntakeState =
  | { status: 'none' }
  | { status: IntakeStatus; form: StoredIntakeForm; patientId: string | null };

export type IntakeCommand =
  /** `patientId`: the record with the form's e-mail, looked up before deciding (null: none yet). */
  | { type: 'SubmitIntakeForm'; form: IntakeFormData; patientId: string | null }
  | { type: 'ChangeIntakeStatus'; status: IntakeStatus }
  | { type: 'LinkPatientRecord'; patientId: string; createdRecord: boolean };

export const intakeDecider: Decider<IntakeState, IntakeCommand, IntakeEvent> = {
  events: ['IntakeFormSubmitted', 'IntakeStatusChanged', 'IntakeFormLinked'],
  initialState: () => ({ status: 'none' }),
  evolve(state, event) {
    switch (event.type) {
      case 'IntakeFormSubmitted': {
        const { patientId, ...form } = event.data;
        return { status: 'pending', form, patientId };
      }
      case 'IntakeStatusChanged':
        return state.status === 'none' ? state : { ...state, status: event.data.status };
      case 'IntakeFormLinked':
        return state.status === 'none' ? state : { ...state, patientId: event.data.patientId };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SubmitIntakeForm':
        if (state.status !== 'none') throw alreadyExists('This intake form was already received.');
        return [{ type: 'IntakeFormSubmitted', data: { ...command.form, patientId: command.patientId } }];
      case 'ChangeIntakeStatus':
        if (state.status === 'none') throw notFound('No such intake form.');
        // Any status to any other (spec 001); setting the one it has appends nothing.
        return state.status === command.status ? [] : [{ type: 'IntakeStatusChanged', data: { status: command.status } }];
      case 'LinkPatientRecord':
        if (state.status === 'none') throw notFound('No such intake form.');
        if (state.patientId === command.patientId) return [];
        if (state.patientId !== null) throw conflict('This intake form already belongs to another patient record.');
        return [{ type: 'IntakeFormLinked', data: { patientId: command.patientId, createdRecord: command.createdRecord } }];
    }
  },
};
