import { recordViewReaderRoles, rooms, type EventOf, type RecordView } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';

type ViewEvent = EventOf<'PatientRecordViewed' | 'IntakeFormViewed'>;

const readerRooms = recordViewReaderRoles.map(rooms.role);

/**
 * The access log of patients' records (ADR 28) and of intake forms (ADR 29): one document per reading,
 * found by patient or by form, newest first. A form's reading carries the patient record it belonged to
 * then, so it is in that record's log too.
 */
export const recordViewsProjection = defineProjection<RecordView, ViewEvent>({
  name: 'record_views',
  version: 1,
  handles: ['PatientRecordViewed', 'IntakeFormViewed'],
  indexes: [
    { patientId: 1, viewedAt: -1, id: -1 },
    { formId: 1, viewedAt: -1, id: -1 },
  ],
  documentId: (event) => event.id,
  namedBy: (id) => id,
  evolve(view, event) {
    if (view) return view;
    const { viewerId, viewerEmail, viewerName } = event.data;
    const { actor, at } = event.metadata;
    const reader = { viewerId, viewerLabel: viewerName ? `${viewerName} (${viewerEmail})` : viewerEmail, viewerRole: actor.kind === 'user' ? actor.role : null, viewedAt: at, position: event.position };
    if (event.type === 'IntakeFormViewed') return { id: event.id, patientId: event.data.patientId, formId: event.data.formId, part: 'intake', ...reader };
    return { id: event.id, patientId: event.data.patientId, part: event.data.part, ...reader };
  },
  live: (view) => (view ? [{ type: 'recordView.recorded', rooms: readerRooms, data: { view } }] : []),
});
