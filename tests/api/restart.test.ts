import { describe, expect, it } from 'vitest';
import { projectorCheckpoint, queues, streams } from '@pt/contracts';
import { demo, startTestServer } from '../support/server';
import { waitFor } from '../support/wait';

describe('a restart of the embedded server', () => {
  it('keeps every request, rebuilds the read models from the log, and sends no notification twice', async () => {
    const first = await startTestServer();
    const sent = await first.call('POST', '/api/contact', { firstName: 'Rae', lastName: 'Kim', email: 'rae@example.com', phone: '3215550123', consent: true });
    const [source] = await first.running.ports.eventStore.readStream(sent.body.id);
    const outcome = streams.notification(source!.id);
    await waitFor(async () => (await first.running.ports.eventStore.readStream(outcome)).length === 1, 10_000, 'notification');
    await first.stop({ keepData: true });

    const second = await startTestServer({}, first.dataDir);
    try {
      const admin = await second.signIn(demo.admin.email, demo.admin.password);
      const head = (await second.running.ports.eventStore.headPosition())!;
      const inbox = await second.call('GET', `/api/admin/inbox?after=${head}`, undefined, admin);
      expect(inbox.body.items.find((i: { id: string }) => i.id === sent.body.id)).toMatchObject({ name: 'Rae Kim', notification: 'sent' });
      // the replay re-enqueued the notification job; the worker saw it was sent and appended nothing
      await waitFor(async () => (await second.running.ports.readStore.getCheckpoint(projectorCheckpoint)) === head, 10_000, 'caught up');
      // The replayed job (its id is the event's) has run: whatever it appends is in the log now.
      await second.running.ports.jobQueue.waitForResult(queues.notifications, source!.id, 10_000);
      expect((await second.running.ports.eventStore.readStream(outcome)).map((e) => e.type)).toEqual(['NotificationSent']);
      // and the demo data was not seeded twice
      expect(inbox.body.items.filter((i: { name: string }) => i.name === 'Linda Morales')).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });
});
