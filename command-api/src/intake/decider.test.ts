import { describe, expect, it } from 'vitest';
import { intakeFormSchema } from '@pt/contracts';
import { spec } from '@pt/contracts/core';
import { intakeDecider } from './decider';

const form = intakeFormSchema.parse({
  fullName: 'Nora Whitfield',
  patientEmail: 'nora@example.com',
  dateOfBirth: '1956-04-12',
  painBest: 2,
  painWorst: 7,
  painCurrent: 4,
  anatomyData: { 'front-left-knee': 'pain' },
});
const submitted = { type: 'IntakeFormSubmitted' as const, data: { ...form, patientId: null } };
const reviewed = { type: 'IntakeStatusChanged' as const, data: { status: 'reviewed' as const } };
const linked = { type: 'IntakeFormLinked' as const, data: { patientId: 'p-1', createdRecord: true } };
const intake = spec(intakeDecider);

describe('an intake form', () => {
  it('is received once, with the patient record its e-mail already had', () => {
    expect(intake.given([]).when({ type: 'SubmitIntakeForm', form, patientId: null })).toEqual([submitted]);
    expect(intake.given([]).when({ type: 'SubmitIntakeForm', form, patientId: 'p-9' })).toEqual([{ type: 'IntakeFormSubmitted', data: { ...form, patientId: 'p-9' } }]);
    expect(intake.given([submitted]).rejects({ type: 'SubmitIntakeForm', form, patientId: null })).toMatchObject({ code: 'already-exists' });
  });

  it('goes from any status to any other, and back', () => {
    expect(intake.given([submitted]).when({ type: 'ChangeIntakeStatus', status: 'reviewed' })).toEqual([reviewed]);
    expect(intake.given([submitted]).when({ type: 'ChangeIntakeStatus', status: 'completed' })).toEqual([
      { type: 'IntakeStatusChanged', data: { status: 'completed' } },
    ]);
    expect(intake.given([submitted, reviewed]).when({ type: 'ChangeIntakeStatus', status: 'pending' })).toEqual([
      { type: 'IntakeStatusChanged', data: { status: 'pending' } },
    ]);
  });

  it('appends nothing when the status does not change', () => {
    expect(intake.given([submitted]).when({ type: 'ChangeIntakeStatus', status: 'pending' })).toEqual([]);
    expect(intake.given([submitted, reviewed]).when({ type: 'ChangeIntakeStatus', status: 'reviewed' })).toEqual([]);
  });

  it('cannot be reviewed or linked when it does not exist', () => {
    expect(intake.given([]).rejects({ type: 'ChangeIntakeStatus', status: 'reviewed' })).toMatchObject({ code: 'not-found' });
    expect(intake.given([]).rejects({ type: 'LinkPatientRecord', patientId: 'p-1', createdRecord: false })).toMatchObject({ code: 'not-found' });
  });

  it('is linked to one patient record: again to the same one changes nothing, to another is refused', () => {
    expect(intake.given([submitted]).when({ type: 'LinkPatientRecord', patientId: 'p-1', createdRecord: true })).toEqual([linked]);
    expect(intake.given([submitted, linked]).when({ type: 'LinkPatientRecord', patientId: 'p-1', createdRecord: false })).toEqual([]);
    expect(intake.given([submitted, linked]).rejects({ type: 'LinkPatientRecord', patientId: 'p-2', createdRecord: false })).toMatchObject({ code: 'conflict' });
    const found = { ...submitted, data: { ...submitted.data, patientId: 'p-7' } };
    expect(intake.given([found]).when({ type: 'LinkPatientRecord', patientId: 'p-7', createdRecord: false })).toEqual([]);
  });

  it('keeps the form and its record in its state, for the record staff create from it', () => {
    const state = intake.given([submitted, reviewed, linked]).state;
    expect(state).toMatchObject({ status: 'reviewed', patientId: 'p-1', form: { fullName: 'Nora Whitfield', anatomyData: { 'front-left-knee': 'pain' } } });
  });
});
