import { describe, expect, it } from 'vitest';
import { intakeFormSchema, type IntakeForm } from '@pt/contracts';
import { foldProjection, projectionSpec, recorded, specNow } from '@pt/contracts/core';
import { intakeFormsProjection } from './intake-forms';

const at = specNow.toISOString();
const stream = 'intake-6f1c3c52-0d7e-4c36-9a35-3c1f4f1b9d10';
const id = stream.slice('intake-'.length);
const form = intakeFormSchema.parse({
  fullName: 'Nora Whitfield', patientEmail: 'nora@example.com', dateOfBirth: '1956-04-12', painBest: 2, painWorst: 7, painCurrent: 4,
  anatomyData: { 'front-left-knee': 'pain', 'back-lower-back': 'stiffness' },
});
const submitted = { type: 'IntakeFormSubmitted' as const, stream, data: { ...form, patientId: null } };
const byTherapist = { actor: { kind: 'user' as const, userId: 'u-therapist', role: 'therapist' as const }, at: '2026-11-23T16:00:00.000Z' };
const reviewed = { type: 'IntakeStatusChanged' as const, stream, data: { status: 'reviewed' as const }, metadata: byTherapist };
const completed = { type: 'IntakeStatusChanged' as const, stream, data: { status: 'completed' as const }, metadata: { ...byTherapist, at: '2026-11-24T09:00:00.000Z' } };
const linked = { type: 'IntakeFormLinked' as const, stream, data: { patientId: 'p-1', createdRecord: true } };

const forms = projectionSpec<IntakeForm>(intakeFormsProjection);

describe('the intake_forms read model', () => {
  it('makes a submitted form a pending one, with every field the patient sent', () => {
    expect(forms.given([submitted]).get(id)).toEqual({
      ...form, id, status: 'pending', submittedAt: at, reviewedBy: null, reviewedByRole: null, reviewedAt: null,
      patientId: null, patientLinkedAt: null, revision: 0, position: '1',
    });
  });

  it('records who changed the status and when, any status to any', () => {
    expect(forms.given([submitted, reviewed]).get(id)).toMatchObject({
      status: 'reviewed', reviewedBy: 'u-therapist', reviewedByRole: 'therapist', reviewedAt: '2026-11-23T16:00:00.000Z', revision: 1, position: '2',
    });
    expect(forms.given([submitted, completed]).get(id)).toMatchObject({ status: 'completed', reviewedAt: '2026-11-24T09:00:00.000Z' });
    const back = { ...reviewed, data: { status: 'pending' as const } };
    expect(forms.given([submitted, completed, back]).get(id)).toMatchObject({ status: 'pending', revision: 2 });
  });

  it('joins the form to the patient record found at submission, or linked later', () => {
    const found = { ...submitted, data: { ...submitted.data, patientId: 'p-7' } };
    expect(forms.given([found]).get(id)).toMatchObject({ patientId: 'p-7', patientLinkedAt: at });
    expect(forms.given([submitted, reviewed, linked]).get(id)).toMatchObject({ patientId: 'p-1', status: 'reviewed', revision: 2 });
  });

  it('changes nothing when one of its events is folded again (a replay)', () => {
    // The runner skips an event the document has seen; folded again anyway, the latest one changes nothing.
    const events = recorded([submitted, reviewed, linked]);
    for (let n = 1; n <= events.length; n++) {
      const doc = foldProjection<IntakeForm>(intakeFormsProjection, events.slice(0, n)).get(id)!;
      expect({ ...intakeFormsProjection.evolve(doc, events[n - 1]!), position: doc.position }).toEqual(doc);
    }
  });

  it('ignores a status change of a form it does not hold', () => {
    expect(forms.given([reviewed]).size).toBe(0);
  });

  it('tells therapists, admins and auditors, and nobody else, what the list shows: none of the answers (ADR 29)', () => {
    const [event] = recorded([submitted]);
    const doc = intakeFormsProjection.evolve(null, event)!;
    const { id, fullName, patientEmail, status, submittedAt, reviewedBy, reviewedByRole, reviewedAt, patientId, patientLinkedAt, revision, position } = doc;
    const summary = { id, fullName, patientEmail, status, submittedAt, reviewedBy, reviewedByRole, reviewedAt, patientId, patientLinkedAt, revision, position };
    expect(intakeFormsProjection.live!(doc, event)).toEqual([{ type: 'intake.changed', rooms: ['role:therapist', 'role:admin', 'role:auditor'], data: { form: summary } }]);
  });
});
