import { intakeSummaryOf, type EventOf, type IntakeForm } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';
import { recordReaders } from './rooms';

type IntakeEvent = EventOf<'IntakeFormSubmitted' | 'IntakeStatusChanged' | 'IntakeFormLinked'>;
const idOf = (stream: string) => stream.slice('intake-'.length);

/** Intake forms as staff review them: the form, its status and who changed it, its patient record. */
export const intakeFormsProjection = defineProjection<IntakeForm, IntakeEvent>({
  name: 'intake_forms',
  version: 1,
  handles: ['IntakeFormSubmitted', 'IntakeStatusChanged', 'IntakeFormLinked'],
  // The staff list's order (newest first, the id breaking ties, as its cursor reads on), with and
  // without its status filter. New indexes are added to the live generation when the projector
  // starts (ensureIndexes): no new version, the documents are the same.
  indexes: [{ submittedAt: -1, id: -1 }, { status: 1, submittedAt: -1, id: -1 }, { patientEmail: 1 }],

  documentId: (event) => idOf(event.stream),
  namedBy: (id) => id,

  evolve(form, event) {
    switch (event.type) {
      case 'IntakeFormSubmitted': {
        return {
          ...event.data,
          id: idOf(event.stream),
          status: 'pending',
          submittedAt: event.metadata.at,
          reviewedBy: null,
          reviewedByRole: null,
          reviewedAt: null,
          patientLinkedAt: event.data.patientId ? event.metadata.at : null,
          revision: event.revision,
          position: event.position,
        };
      }
      case 'IntakeStatusChanged': {
        if (!form) return null;
        const actor = event.metadata.actor;
        return {
          ...form,
          status: event.data.status,
          reviewedBy: actor.kind === 'user' ? actor.userId : actor.kind,
          reviewedByRole: actor.kind === 'user' ? actor.role : null,
          reviewedAt: event.metadata.at,
          revision: event.revision,
        };
      }
      case 'IntakeFormLinked':
        return form && { ...form, patientId: event.data.patientId, patientLinkedAt: event.metadata.at, revision: event.revision };
    }
  },

  // Health details: only to the roles that may read intake forms (therapists, admins, auditors).
  // The list's part only: the answers are read one form at a time, each reading logged (ADR 29).
  live: (form) => (form ? [{ type: 'intake.changed', rooms: recordReaders, data: { form: intakeSummaryOf(form) } }] : []),
});
