import { describe, expect, it } from 'vitest';
import { comparePositions, streams } from '@pt/contracts';
import { reactionCheckpoint } from '@pt/contracts/core';
import { demo, startTestServer } from '../support/server';
import { waitFor } from '../support/wait';

async function readyAt(server: Awaited<ReturnType<typeof startTestServer>>) {
  const head = (await server.running.ports.eventStore.headPosition())!;
  await waitFor(async () => (await server.call('GET', '/readyz')).status === 200, 10_000, 'ready');
  await waitFor(async () => {
    const checkpoint = await server.running.ports.readStore.getCheckpoint(reactionCheckpoint('notify-staff'));
    return checkpoint !== null && comparePositions(checkpoint, head) >= 0;
  }, 10_000, 'the notification reaction to catch up');
  return head;
}

for (const readStore of ['sqlite', 'memory'] as const) {
  describe(`a restart of the embedded server (read models in ${readStore})`, () => {
    it('keeps every request and its read models, and sends no notification twice', async () => {
      const first = await startTestServer({ READ_STORE: readStore });
      const sent = await first.call('POST', '/api/contact', { firstName: 'Rae', lastName: 'Kim', email: 'rae@example.com', phone: '3215550123', consent: true });
      const [source] = await first.running.ports.eventStore.readStream(streams.contact(sent.body.id));
      const outcome = streams.notification(source!.id);
      await waitFor(async () => (await first.running.ports.eventStore.readStream(outcome)).length === 1, 10_000, 'notification');
      await first.stop({ keepData: true });

      const second = await startTestServer({ READ_STORE: readStore }, first.dataDir);
      try {
        const head = await readyAt(second);
        const admin = await second.signIn(demo.admin.email, demo.admin.password);
        const inbox = await second.call('GET', `/api/admin/inbox?after=${head}`, undefined, admin);
        expect(inbox.body.items.find((i: { id: string }) => i.id === streams.contact(sent.body.id))).toMatchObject({ name: 'Rae Kim', notification: 'sent' });
        // Whether the reaction ran again (read models in memory) or not (kept on disk), nothing was sent twice.
        expect((await second.running.ports.eventStore.readStream(outcome)).map((e) => e.type)).toEqual(['NotificationSent']);
        // and the demo data was not seeded twice
        expect(inbox.body.items.filter((i: { name: string }) => i.name === 'Linda Morales')).toHaveLength(1);
      } finally {
        await second.stop();
      }
    });
  });
}
