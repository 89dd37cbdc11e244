import { recordViewReaderRoles, rooms, type EventOf, type RecordView } from '@pt/contracts';
import { defineProjection } from '@pt/contracts/core';

type ViewEvent = EventOf<'PatientRecordViewed'>;

const readerRooms = recordViewReaderRoles.map(rooms.role);

/** The access log of patients' records (ADR 28): one document per reading, found by patient, newest first. */
export const recordViewsProjection = defineProjection<RecordView, ViewEvent>({
  name: 'record_views',
  version: 1,
  handles: ['PatientRecordViewed'],
  indexes: [{ patientId: 1, viewedAt: -1, id: -1 }],
  documentId: (event) => event.id,
  namedBy: (id) => id,
  evolve(view, event) {
    if (view) return view;
    const { patientId, part, viewerId, viewerEmail, viewerName } = event.data;
    const { actor, at } = event.metadata;
    const viewerLabel = viewerName ? `${viewerName} (${viewerEmail})` : viewerEmail;
    return { id: event.id, patientId, part, viewerId, viewerLabel, viewerRole: actor.kind === 'user' ? actor.role : null, viewedAt: at, position: event.position };
  },
  live: (view) => (view ? [{ type: 'recordView.recorded', rooms: readerRooms, data: { view } }] : []),
});
