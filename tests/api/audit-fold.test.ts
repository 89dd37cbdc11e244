import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvent, type EventStore, type RecordedEvent } from '@pt/contracts';
import { documentIds, handlesEvent } from '@pt/contracts/core';
import { createAuditHistory, createReadModels } from '@pt/command-api';
import { createMemoryReadStore } from '@pt/infra';
import { projections } from '@pt/projector';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

/**
 * The auditor's documents before and after an event are folded from the events that name them, which
 * the embedded log picks out itself (each projection's `namedBy`, ADR 18). On the demo's history, with
 * its rewards and notifications, and a few staff actions beside: every event names each document it
 * touches as its projection says, and the fold gives what a fold of every event of the types gives.
 */
let server: TestServer;
let log: RecordedEvent[];
beforeAll(async () => {
  server = await startTestServer({ DEMO_HISTORY: '1' });
  const store = server.running.ports.eventStore;
  const count = (events: RecordedEvent[], type: string) => events.filter((e) => e.type === type).length;
  // The reactions' work on the demo's history: every session rewarded, the staff told of each request.
  await waitFor(async () => {
    const events = await store.readAll();
    return count(events, 'SessionRecorded') > 0 && count(events, 'SessionRewarded') === count(events, 'SessionRecorded') && count(events, 'NotificationSent') >= 3;
  }, 60_000, 'the demo history rewarded and notified');

  const [therapist, admin] = [await server.signIn(demo.therapist.email, demo.therapist.password), await server.signIn(demo.admin.email, demo.admin.password)];
  const events = await store.readAll();
  const first = (type: string) => events.find((e) => e.type === type)!;
  const patientId = first('PatientRecordCreated').stream.slice('patient-'.length);
  expect((await server.call('PATCH', `/api/admin/inbox/${first('ContactMessageSubmitted').stream}`, { status: 'handled' }, admin)).status).toBe(200);
  expect((await server.call('PATCH', `/api/intake/forms/${first('IntakeFormSubmitted').stream.slice('intake-'.length)}/status`, { status: 'reviewed' }, admin)).status).toBe(200);
  expect((await server.call('GET', `/api/patients/${patientId}`, undefined, therapist)).status).toBe(200);
  const generated = await server.call('POST', `/api/generate-recommendations/${patientId}`, {}, therapist);
  expect(generated.status).toBe(201);
  const recommendation = await waitFor(async () => (await store.readAll()).find((e) => e.type === 'RecommendationsGenerated'), 10_000, 'recommendations generated');
  const recommendationId = (recommendation.data as { recommendations: { id: string }[] }).recommendations[0]!.id;
  expect((await server.call('POST', `/api/review-recommendation/${recommendationId}`, { isAccepted: true }, therapist)).status).toBe(200);
  log = await store.readAll();
}, 120_000);
afterAll(() => server.stop());

describe("the auditor's fold on the demo history", () => {
  it('finds in every event the text its projections name each touched document by', () => {
    const covered = new Set<string>();
    for (const raw of log) {
      const event = parseEvent(raw);
      const text = `${raw.id}\n${raw.stream}\n${JSON.stringify(raw.data)}`;
      for (const projection of projections) {
        if (!projection.namedBy || !handlesEvent(projection, event)) continue;
        for (const id of documentIds(projection, event)) {
          expect(text, `${projection.name} ${id} in ${raw.type}`).toContain(projection.namedBy(id));
          covered.add(raw.type);
        }
      }
    }
    // The demo's history and the actions above reach the kinds of documents the auditor opens most.
    for (const type of ['ContactMessageSubmitted', 'NotificationSent', 'RequestStatusChanged', 'IntakeStatusChanged', 'ExerciseCompleted', 'SessionRecorded', 'PointsAwarded', 'AchievementUnlocked', 'SessionRewarded', 'RecommendationReviewed', 'ReportAccessed', 'PatientRecordViewed']) {
      expect(covered, type).toContain(type);
    }
  });

  it('folds the same documents as a fold of every event of the types, and asks the log to pick them', async () => {
    const store = server.running.ports.eventStore;
    let scans = 0;
    const picking: EventStore = { ...store, scanContaining: (options) => (scans++, store.scanContaining!(options)) };
    const everything: EventStore = { ...store, scanContaining: undefined };
    const models = createReadModels(createMemoryReadStore());
    const fast = createAuditHistory(picking, models, projections);
    const whole = createAuditHistory(everything, models, projections);
    // Every 10th event, and the newest of each type.
    const newest = new Map(log.map((e) => [e.type, e]));
    const sample = [...new Set([...log.filter((_, i) => i % 10 === 0), ...newest.values()])];
    let changed = 0;
    for (const event of sample) {
      const expected = await whole.documentsAt(event.stream, event.revision);
      expect(await fast.documentsAt(event.stream, event.revision), `${event.type} at ${event.position}`).toEqual(expected);
      if (expected?.documents.some((d) => d.before !== null && JSON.stringify(d.before) !== JSON.stringify(d.after))) changed++;
    }
    expect(scans).toBeGreaterThan(0);
    // Documents that existed before the event and changed with it, not only creations.
    expect(changed).toBeGreaterThan(10);
  }, 120_000);
});
