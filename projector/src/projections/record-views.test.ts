import { describe, expect, it } from 'vitest';
import type { RecordView } from '@pt/contracts';
import { projectionSpec, recorded, specNow } from '@pt/contracts/core';
import { recordViewsProjection } from './record-views';

const reading = (viewerId: string, role: 'therapist' | 'auditor', part: 'record' | 'progress') => ({
  type: 'PatientRecordViewed' as const,
  stream: 'recordViews-p1_2026-11-23',
  data: { patientId: 'p1', part, viewerId, viewerEmail: `${viewerId}@example.com`, viewerName: viewerId === 't1' ? 'Jordan Ellis' : null, hour: '2026-11-23T15' },
  metadata: { actor: { kind: 'user' as const, userId: viewerId, role } },
});

const formReading = (patientId: string | null) => ({
  type: 'IntakeFormViewed' as const,
  stream: 'intakeFormViews-f1_2026-11-23',
  data: { formId: 'f1', patientId, viewerId: 'd1', viewerEmail: 'd1@example.com', viewerName: 'Casey Morgan', hour: '2026-11-23T15' },
  metadata: { actor: { kind: 'user' as const, userId: 'd1', role: 'admin' as const } },
});

describe('the record_views read model', () => {
  it('keeps one entry per reading, with the reader as named then (name and e-mail, or the e-mail), their role and the moment', () => {
    const docs = projectionSpec<RecordView>(recordViewsProjection).given([reading('t1', 'therapist', 'record'), reading('a1', 'auditor', 'progress')]);
    expect([...docs.values()]).toEqual([
      { id: expect.any(String), patientId: 'p1', part: 'record', viewerId: 't1', viewerLabel: 'Jordan Ellis (t1@example.com)', viewerRole: 'therapist', viewedAt: specNow.toISOString(), position: '1' },
      { id: expect.any(String), patientId: 'p1', part: 'progress', viewerId: 'a1', viewerLabel: 'a1@example.com', viewerRole: 'auditor', viewedAt: specNow.toISOString(), position: '2' },
    ]);
  });

  it('tells admins and auditors live, never therapists or the patient', () => {
    const [event] = recorded([reading('t1', 'therapist', 'record')]);
    const doc = recordViewsProjection.evolve(null, event as never, event!.id)!;
    expect(recordViewsProjection.live!(doc, event as never)).toEqual([{ type: 'recordView.recorded', rooms: ['role:admin', 'role:auditor'], data: { view: doc } }]);
  });

  it("keeps a reading of an intake form under the form, and under the patient record it belonged to then", () => {
    const docs = projectionSpec<RecordView>(recordViewsProjection).given([formReading(null), formReading('p1')]);
    const common = { formId: 'f1', part: 'intake', viewerId: 'd1', viewerLabel: 'Casey Morgan (d1@example.com)', viewerRole: 'admin', viewedAt: specNow.toISOString() };
    expect([...docs.values()]).toEqual([
      { id: expect.any(String), patientId: null, ...common, position: '1' },
      { id: expect.any(String), patientId: 'p1', ...common, position: '2' },
    ]);
  });
});
