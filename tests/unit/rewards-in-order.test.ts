import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { addDays, queues, streams, type EventStore, type JobQueue, type RewardJob } from '@pt/contracts';
import { createInProcessJobQueue, createSqliteEventStore } from '@pt/infra';
import { rewardHandler } from '@pt/worker';

let store: EventStore;
let queue: JobQueue;
afterEach(async () => {
  await queue.close();
  await store.close();
});

describe("one patient's sessions arriving together", () => {
  it('are rewarded one after the other in the order they were recorded, each with the streak of the days before it', async () => {
    store = createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-rewards-order-')), 'events.db'));
    queue = createInProcessJobQueue();
    // The worker's setting: many reward jobs at once.
    queue.process<RewardJob>(queues.rewards, rewardHandler(store, 'America/New_York'), { concurrency: 32 });
    const patientId = randomUUID();
    const days = Array.from({ length: 14 }, (_, i) => addDays('2026-11-02', i));
    const ids: string[] = [];
    for (const date of days) {
      const id = randomUUID();
      const metadata = { actor: { kind: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c', at: `${date}T15:00:00.000Z`, schema: 1 };
      const data = { patientId, date, totalExercises: 2, completedExercises: 2, totalMinutes: 10, perfect: true };
      const stream = streams.day(patientId, date);
      await store.append(stream, [{ id, type: 'SessionRecorded', data, metadata }], 'no_stream');
      ids.push(id);
    }
    // Enqueued together, as a reaction catching up (or a burst) would.
    await Promise.all(days.map((date, i) => queue.enqueue<RewardJob>(queues.rewards, ids[i]!, { stream: streams.day(patientId, date), eventId: ids[i]! })));
    await Promise.all(ids.map((id) => queue.waitForResult(queues.rewards, id, 30_000)));

    const awarded = (await store.readStream(streams.rewards(patientId))).filter((e) => e.type === 'PointsAwarded' && (e.data as { reason: string }).reason === 'session');
    const streakBonus = awarded.map((e) => [(e.data as { date: string }).date, (e.data as { breakdown: { streak: number } }).breakdown.streak]);
    expect(streakBonus).toEqual(days.map((date, k) => [date, Math.min(5 * (k + 1), 50)]));
  });
});
