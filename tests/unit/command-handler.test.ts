import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { streams, WrongExpectedRevisionError, type EventStore } from '@pt/contracts';
import { ConcurrencyConflict, handleCommand, loadStream, RevisionMismatch, unreadableEvents, type CommandMeta } from '@pt/contracts/core';
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

describe('a stream loaded again', () => {
  /** The request decider, counting the events it folds. */
  const counting = () => {
    const decider = { ...requestDecider, folded: 0, evolve: (state: any, event: any) => (decider.folded++, requestDecider.evolve(state, event)) };
    return decider;
  };
  /** Two store objects over one file: `reader` loads, `writer` appends (as another process would). */
  const pair = () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'pt-handler-')), 'events.db');
    return { reader: createSqliteEventStore(file), writer: createSqliteEventStore(file) };
  };
  const create = (s: EventStore, id: string, m = message) => handleCommand(s, streams.contact(id), requestDecider, submit(m), meta(), { create: true, commandId: id });
  const change = (s: EventStore, id: string, status: 'handled' | 'new') => handleCommand(s, streams.contact(id), requestDecider, { type: 'ChangeRequestStatus', status }, meta());

  it('folds only what was appended since its last load, to the state a fold from the start gives', async () => {
    const { reader, writer } = pair();
    const id = crypto.randomUUID();
    const decider = counting();
    await create(writer, id);
    await change(writer, id, 'handled');
    await loadStream(reader, streams.contact(id), decider);
    expect(decider.folded).toBe(2);
    await change(writer, id, 'new');
    await change(writer, id, 'handled');
    decider.folded = 0;
    const loaded = await loadStream(reader, streams.contact(id), decider);
    expect(decider.folded).toBe(2);
    decider.folded = 0;
    expect(await loadStream(reader, streams.contact(id), decider)).toBe(loaded);
    expect(decider.folded).toBe(0);
    // Another store object over the same file folds from the start, to the same state.
    expect(loaded).toEqual(await loadStream({ ...reader }, streams.contact(id), requestDecider));
    expect(loaded).toMatchObject({ revision: 3, state: { status: 'handled' } });
  });

  it('reads whole again a stream whose event folded last is not there any more (a log replaced under the same names)', async () => {
    const id = crypto.randomUUID();
    const logs = [store(), store()];
    await create(logs[0]!, id);
    await change(logs[0]!, id, 'handled');
    await create(logs[1]!, id, { ...message, firstName: 'Bea' });
    await change(logs[1]!, id, 'handled');
    await change(logs[1]!, id, 'new');
    // One store object whose log is swapped for another under it.
    let current = logs[0]!;
    const swapping: EventStore = { ...current, readStream: (stream, options) => current.readStream(stream, options) };
    expect((await loadStream(swapping, streams.contact(id), requestDecider)).state).toMatchObject({ status: 'handled' });
    current = logs[1]!;
    const loaded = await loadStream(swapping, streams.contact(id), requestDecider);
    expect(loaded).toEqual(await loadStream({ ...logs[1]! }, streams.contact(id), requestDecider));
    expect(loaded.events[0]!.data).toMatchObject({ firstName: 'Bea' });
  });

  it('folds each event once with an adapter that answers the whole stream whatever revision it is asked from', async () => {
    const { reader, writer } = pair();
    const id = crypto.randomUUID();
    const whole: EventStore = { ...reader, readStream: (stream) => reader.readStream(stream) };
    const decider = counting();
    await create(writer, id);
    await loadStream(whole, streams.contact(id), decider);
    await change(writer, id, 'handled');
    decider.folded = 0;
    const loaded = await loadStream(whole, streams.contact(id), decider);
    expect(decider.folded).toBe(1);
    expect(loaded).toEqual(await loadStream({ ...reader }, streams.contact(id), requestDecider));
  });
});
