import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MailRejectedError, queues, streams, type EventStore, type JobQueue, type MailMessage, type Mailer } from '@pt/contracts';
import { createInProcessJobQueue, createSqliteEventStore } from '@pt/infra';
import { start as startWorker } from '@pt/worker';

const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.splice(0)) await c();
});

async function givenAContactMessage(store: EventStore) {
  const id = '3f6c1a9e-8d44-4b5e-9a51-0c2f1e7d9b10';
  await store.append(streams.contact('1'), [{
    id,
    type: 'ContactMessageSubmitted',
    data: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '3215550100', service: '', message: 'Hello', consent: true },
    metadata: { actor: { kind: 'anonymous', ipHash: 'x' }, correlationId: 'c', causationId: 'c', at: '2026-11-22T10:00:00.000Z', schema: 1 },
  }], 'no_stream');
  return { stream: streams.contact('1'), eventId: id };
}

function setUp(mailer: Mailer, existing?: EventStore, maxAttempts = 5): { store: EventStore; queue: JobQueue } {
  const store = existing ?? createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-worker-')), 'events.db'));
  const queue = createInProcessJobQueue();
  const worker = startWorker({ eventStore: store, jobQueue: queue, mailer }, { to: 'desk@example.com', siteUrl: 'http://localhost:3000', maxAttempts, timeZone: 'America/New_York' });
  cleanup.push(async () => {
    await worker.stop();
    await queue.close();
    await store.close();
  });
  return { store, queue };
}

describe('the notification worker', () => {
  it('records a failed attempt, retries, and records the sending once', async () => {
    const sent: MailMessage[] = [];
    let failures = 1;
    const { store, queue } = setUp({
      channel: 'smtp',
      async send(message) {
        if (failures-- > 0) throw new Error('SMTP 421 try again later');
        sent.push(message);
      },
    });
    const job = await givenAContactMessage(store);
    await queue.enqueue(queues.notifications, job.eventId, job, { attempts: 3, backoffMs: 10 });
    expect(await queue.waitForResult(queues.notifications, job.eventId, 5000)).toBe('sent');
    const outcomes = await store.readStream(streams.notification(job.eventId));
    expect(outcomes.map((e) => e.type)).toEqual(['NotificationFailed', 'NotificationSent']);
    expect(outcomes[0]!.data).toMatchObject({ attempt: 1, reason: 'SMTP 421 try again later', channel: 'smtp', final: false });
    expect(outcomes[1]!.metadata).toMatchObject({ causationId: job.eventId, actor: { kind: 'system' } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'desk@example.com', replyTo: 'ann@example.com' });
  });

  it('does not send again for a replayed event', async () => {
    const sent: MailMessage[] = [];
    const { store, queue } = setUp({ channel: 'outbox', send: async (m) => void sent.push(m) });
    const job = await givenAContactMessage(store);
    await queue.enqueue(queues.notifications, job.eventId, job);
    expect(await queue.waitForResult(queues.notifications, job.eventId, 5000)).toBe('sent');
    // a replay enqueues under a new queue instance (as after a restart): the outcome stream says it was sent
    const again = createInProcessJobQueue();
    const worker = startWorker({ eventStore: store, jobQueue: again, mailer: { channel: 'outbox', send: async (m) => void sent.push(m) } }, { to: 'desk@example.com', siteUrl: 'http://x', timeZone: 'America/New_York' });
    cleanup.push(async () => { await worker.stop(); await again.close(); });
    await again.enqueue(queues.notifications, job.eventId, job);
    expect(await again.waitForResult(queues.notifications, job.eventId, 5000)).toBe('already-sent');
    expect(sent).toHaveLength(1);
    expect((await store.readStream(streams.notification(job.eventId))).map((e) => e.type)).toEqual(['NotificationSent']);
  });

  it('counts attempts in the notification\'s own stream, so a restart neither hides nor repeats one, and gives up after the last', async () => {
    const failing: Mailer = { channel: 'smtp', send: async () => Promise.reject(new Error('SMTP 421 busy')) };
    const { store, queue } = setUp(failing, undefined, 3);
    const job = await givenAContactMessage(store);
    // One run, then the process "restarts" (a new queue that knows nothing of it).
    await queue.enqueue(queues.notifications, job.eventId, job, { attempts: 1 });
    await expect(queue.waitForResult(queues.notifications, job.eventId, 5000)).rejects.toThrow('SMTP 421 busy');
    const restarted = setUp(failing, store, 3);
    await restarted.queue.enqueue(queues.notifications, job.eventId, job, { attempts: 5, backoffMs: 5 });
    expect(await restarted.queue.waitForResult(queues.notifications, job.eventId, 5000)).toBe('gave-up');
    const outcomes = await store.readStream(streams.notification(job.eventId));
    expect(outcomes.map((e) => (e.data as { attempt: number; final: boolean }))).toMatchObject([
      { attempt: 1, final: false },
      { attempt: 2, final: false },
      { attempt: 3, final: true },
    ]);
    // Run once more (a replay): it gave up for good, so nothing is tried again.
    const again = setUp(failing, store, 3);
    await again.queue.enqueue(queues.notifications, job.eventId, job);
    expect(await again.queue.waitForResult(queues.notifications, job.eventId, 5000)).toBe('gave-up');
    expect(await store.readStream(streams.notification(job.eventId))).toHaveLength(3);
  });

  it('gives up at once when the mail server refuses the message for good', async () => {
    let tries = 0;
    const { store, queue } = setUp({ channel: 'smtp', send: async () => { tries++; throw new MailRejectedError('550 no such mailbox'); } });
    const job = await givenAContactMessage(store);
    await queue.enqueue(queues.notifications, job.eventId, job, { attempts: 5, backoffMs: 5 });
    expect(await queue.waitForResult(queues.notifications, job.eventId, 5000)).toBe('gave-up');
    expect(tries).toBe(1);
    expect((await store.readStream(streams.notification(job.eventId))).map((e) => e.data)).toMatchObject([{ attempt: 1, final: true, reason: '550 no such mailbox' }]);
  });
});
