import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { streams, WrongExpectedRevisionError, type EventStore } from '@pt/contracts';
import { ConcurrencyConflict, handleCommand, RevisionMismatch, unreadableEvents, type CommandMeta } from '@pt/contracts/core';
import { requestDecider } from '@pt/command-api';
import { createSqliteEventStore } from '@pt/infra';

const store = () => createSqliteEventStore(path.join(mkdtempSync(path.join(tmpdir(), 'pt-handler-')), 'events.db'));
const meta = (requestId = crypto.randomUUID()): CommandMeta => ({ actor: { kind: 'anonymous', ipHash: 'x' }, correlationId: requestId, causationId: requestId, now: new Date('2026-11-23T15:00:00Z') });
const message = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '3215550100', service: '', message: 'Knee', consent: true as const };
const submit = (m = message) => ({ type: 'SubmitContactMessage' as const, message: m });

describe('a creating command named by the client\'s id', () => {
  it('sent again answers its first result and appends nothing', async () => {
    const s = store();
    const id = crypto.randomUUID();
    const first = await handleCommand(s, streams.contact(id), requestDecider, submit(), meta(), { create: true, commandId: id });
    const again = await handleCommand(s, streams.contact(id), requestDecider, submit(), meta(), { create: true, commandId: id });
    expect(again).toMatchObject({ revision: first.revision, position: first.position, appended: 0, repeated: true });
    expect(await s.readAll()).toHaveLength(1);
  });

  it('with another content is refused as a conflict', async () => {
    const s = store();
    const id = crypto.randomUUID();
    await handleCommand(s, streams.contact(id), requestDecider, submit(), meta(), { create: true, commandId: id });
    await expect(handleCommand(s, streams.contact(id), requestDecider, submit({ ...message, message: 'Hip' }), meta(), { create: true, commandId: id })).rejects.toMatchObject({ code: 'already-exists' });
    expect(await s.readAll()).toHaveLength(1);
  });

  it('sent twenty times at once takes effect once, and all twenty get the same answer', async () => {
    const s = store();
    const id = crypto.randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => handleCommand(s, streams.contact(id), requestDecider, submit(), meta(), { create: true, commandId: id, attempts: 30 })));
    expect(new Set(results.map((r) => r.position)).size).toBe(1);
    expect(results.filter((r) => !r.repeated)).toHaveLength(1);
    expect(await s.readAll()).toHaveLength(1);
  });
});

describe('an edit', () => {
  it('made with the revision the person saw goes through, and with an older one is a RevisionMismatch', async () => {
    const s = store();
    const id = crypto.randomUUID();
    await handleCommand(s, streams.contact(id), requestDecider, submit(), meta(), { create: true, commandId: id });
    const handled = await handleCommand(s, streams.contact(id), requestDecider, { type: 'ChangeRequestStatus', status: 'handled' }, meta(), { expectedRevision: 0 });
    expect(handled).toMatchObject({ revision: 1, appended: 1 });
    await expect(handleCommand(s, streams.contact(id), requestDecider, { type: 'ChangeRequestStatus', status: 'new' }, meta(), { expectedRevision: 0 })).rejects.toBeInstanceOf(RevisionMismatch);
  });

  it('still conflicting after every retry is a ConcurrencyConflict', async () => {
    const s = store();
    const id = crypto.randomUUID();
    await handleCommand(s, streams.contact(id), requestDecider, submit(), meta(), { create: true, commandId: id });
    const racing: EventStore = { ...s, append: async (stream, events, expected) => Promise.reject(new WrongExpectedRevisionError(stream, expected, 7)) };
    await expect(handleCommand(racing, streams.contact(id), requestDecider, { type: 'ChangeRequestStatus', status: 'handled' }, meta(), { attempts: 3 })).rejects.toBeInstanceOf(ConcurrencyConflict);
  });

  it('is not decided on a stream holding an event it cannot read, and says so', async () => {
    const s = store();
    const id = crypto.randomUUID();
    await s.append(streams.contact(id), [{ id: crypto.randomUUID(), type: 'ContactMessageSubmitted', data: { firstName: 1 }, metadata: { actor: { kind: 'system', name: 't' }, correlationId: 'c', causationId: 'c', at: 'x', schema: 1 } }], 'no_stream');
    const before = unreadableEvents.counts().command ?? 0;
    await expect(handleCommand(s, streams.contact(id), requestDecider, { type: 'ChangeRequestStatus', status: 'handled' }, meta())).rejects.toThrow(/unreadable event/);
    expect(unreadableEvents.counts().command).toBe(before + 1);
  });
});
