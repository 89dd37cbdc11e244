import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditScanLimit, streams, type AuditDocumentsAnswer, type AuditEvent, type AuditPage } from '@pt/contracts';
import { demo, startTestServer, type TestServer } from '../support/server';

/**
 * The auditor's event history: every event newest first with who caused it, filters, paging that
 * neither skips nor repeats, what the read models held before and after an event, and no secrets.
 */
let server: TestServer;
let auditor: string;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  auditor = await server.signIn(demo.auditor.email, demo.auditor.password);
  admin = await server.signIn(demo.admin.email, demo.admin.password);
});
afterAll(() => server.stop());

const message = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(321) 555-0100', service: 'hand-therapy', message: 'Wrist pain since March', consent: true };
const history = async (query = '') => {
  const res = await server.call('GET', `/api/audit/events${query}`, undefined, auditor);
  expect(res.status).toBe(200);
  return res.body as AuditPage;
};

/** A visitor's message and an admin marking it handled: answers the stream and the correlation id of the change. */
async function messageHandled() {
  const id = randomUUID();
  expect((await server.call('POST', '/api/contact', { ...message, id })).status).toBe(201);
  const correlation = `audit-${randomUUID()}`;
  const res = await fetch(`${server.url}/api/admin/inbox/${streams.contact(id)}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'x-correlation-id': correlation },
    body: JSON.stringify({ status: 'handled' }),
  });
  expect(res.status).toBe(200);
  return { stream: streams.contact(id), correlation };
}

describe('the event history', () => {
  it('shows the newest events first, with who caused each and the data at its current schema', async () => {
    const { stream } = await messageHandled();
    const page = await history('?limit=100');
    const ours = page.events.filter((e) => e.stream === stream);
    expect(ours.map((e) => e.type)).toEqual(['RequestStatusChanged', 'ContactMessageSubmitted']);
    const [changed, submitted] = ours as [AuditEvent, AuditEvent];
    // A staff member by name, beside the e-mail that signs them in.
    expect(changed.actor).toMatchObject({ kind: 'user', role: 'admin', label: `${demo.admin.name} (${demo.admin.email})` });
    expect(submitted.actor).toEqual({ kind: 'anonymous', label: 'Visitor' });
    expect(submitted.data).toMatchObject({ firstName: 'Ann', message: 'Wrist pain since March' });
    expect(submitted.at).toEqual(expect.any(String));
    expect(BigInt(changed.position)).toBeGreaterThan(BigInt(submitted.position));
    const positions = page.events.map((e) => BigInt(e.position));
    expect(positions).toEqual([...positions].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0)));
    expect(page.head).toBe(await server.running.ports.eventStore.headPosition());
  });

  it('pages back through the whole log by `nextBefore`, each event once, to the start', async () => {
    await messageHandled();
    const all = (await server.running.ports.eventStore.readAll()).reverse();
    // From just after the newest event read: the worker may append notifications meanwhile.
    const seen = await collect(`?limit=7&before=${BigInt(all[0]!.position) + 1n}`);
    expect(seen).toEqual(all.map((e) => e.id));
    // A page filled by the oldest event of the log is the last one.
    const oldest = await history(`?limit=2&before=${all.at(-3)!.position}`);
    expect(oldest.events.map((e) => e.id)).toEqual(all.slice(-2).map((e) => e.id));
    expect(oldest.nextBefore).toBeNull();
  });

  it('filters by type, stream, actor and correlation', async () => {
    const { stream, correlation } = await messageHandled();
    const byType = await history('?type=RequestStatusChanged&limit=100');
    expect(byType.events.length).toBeGreaterThan(0);
    expect(byType.events.every((e) => e.type === 'RequestStatusChanged')).toBe(true);

    const byStream = await history(`?stream=${stream}`);
    expect(byStream.events.map((e) => e.type)).toEqual(['RequestStatusChanged', 'ContactMessageSubmitted']);
    expect(byStream.nextBefore).toBeNull();
    const older = await history(`?stream=${stream}&limit=1`);
    expect(older.events.map((e) => e.type)).toEqual(['RequestStatusChanged']);
    expect((await history(`?stream=${stream}&before=${older.nextBefore}`)).events.map((e) => e.type)).toEqual(['ContactMessageSubmitted']);

    const adminId = byStream.events[0]!.actor.userId!;
    const byActor = await history(`?actor=${adminId}&limit=100`);
    expect(byActor.events.length).toBeGreaterThan(0);
    expect(byActor.events.every((e) => e.actor.userId === adminId)).toBe(true);
    expect((await history('?actor=anonymous&limit=100')).events.every((e) => e.actor.kind === 'anonymous')).toBe(true);
    // The e-mail the list shows for a person finds the same events; one no account has is a field error.
    const byEmail = await history(`?actor=${encodeURIComponent(demo.admin.email.toUpperCase())}&limit=100`);
    expect(byEmail.events.map((e) => e.id)).toEqual(byActor.events.map((e) => e.id));
    const unknown = await server.call('GET', '/api/audit/events?actor=nobody%40example.com', undefined, auditor);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errors: { actor: ['No account has this e-mail.'] } });
    // So does the staff member's full name, in any case and spacing.
    const byName = await history(`?actor=${encodeURIComponent(`  ${demo.admin.name.toUpperCase().replace(' ', '   ')} `)}&limit=100`);
    expect(byName.events.map((e) => e.id)).toEqual(byActor.events.map((e) => e.id));
    // A name nobody has finds nothing; one word is never taken for a person (system parts' names are one word).
    expect((await history(`?actor=${encodeURIComponent('Nobody Here')}&limit=100`)).events).toEqual([]);
    expect((await history(`?actor=${encodeURIComponent(demo.admin.name.split(' ')[0]!)}&limit=100`)).events).toEqual([]);

    const byCorrelation = await history(`?correlation=${correlation}`);
    expect(byCorrelation.events.map((e) => [e.stream, e.type])).toEqual([[stream, 'RequestStatusChanged']]);
    expect(byCorrelation.events[0]!.correlationId).toBe(correlation);
    expect((await history('?stream=contact-00000000-0000-0000-0000-000000000000')).events).toEqual([]);
  });

  it('asks for the e-mail when two staff accounts have the name asked for', async () => {
    const email = `twin-${randomUUID()}@example.com`;
    const created = await server.call('POST', '/api/admin/users', { name: demo.therapist.name, email, password: 'harbor lights 42', role: 'therapist' }, admin);
    expect(created.status).toBe(201);
    const twins = await server.call('GET', `/api/audit/events?actor=${encodeURIComponent(demo.therapist.name)}`, undefined, auditor);
    expect(twins.status).toBe(400);
    expect(twins.body).toMatchObject({ errors: { actor: ['Several accounts have this name: enter the e-mail instead.'] } });
    // The e-mail tells them apart: the new account's creation is its own first event.
    const byEmail = await history(`?actor=${encodeURIComponent(demo.admin.email)}&type=UserRegistered&limit=100`);
    expect(byEmail.events.some((e) => e.data && (e.data as { email?: string }).email === email)).toBe(true);
  });

  it('looks at no more than the scan limit for a filtered page, and says where to go on', async () => {
    const store = server.running.ports.eventStore;
    const userId = (await history(`?type=UserSignedIn&limit=1`)).events[0]!.stream;
    const rare = await messageHandled();
    const meta = { actor: { kind: 'system' as const, name: 'audit-test' }, correlationId: 'audit-test', causationId: 'audit-test', at: new Date().toISOString(), schema: 1 };
    const filler = Array.from({ length: auditScanLimit + 10 }, () => ({ id: randomUUID(), type: 'UserSignedIn', data: { ipHash: 'test' }, metadata: meta }));
    for (let i = 0; i < filler.length; i += 500) await store.append(userId, filler.slice(i, i + 500), 'any');

    const first = await history(`?correlation=${rare.correlation}`);
    expect(first.events).toEqual([]);
    expect(first.scanned).toBe(auditScanLimit);
    expect(first.nextBefore).toEqual(expect.any(String));
    const second = await history(`?correlation=${rare.correlation}&before=${first.nextBefore}`);
    expect(second.events.map((e) => e.stream)).toEqual([rare.stream]);
  });

  it('shows what each read model held just before an event and just after it', async () => {
    const { stream } = await messageHandled();
    const created = await server.call('GET', `/api/audit/events/${encodeURIComponent(stream)}/0/documents`, undefined, auditor);
    expect(created.status).toBe(200);
    const atCreate = created.body as AuditDocumentsAnswer;
    expect(atCreate.event).toMatchObject({ stream, revision: 0, type: 'ContactMessageSubmitted' });
    const inbox = atCreate.documents.find((d) => d.readModel === 'inbox')!;
    expect(inbox).toMatchObject({ id: stream, before: null, after: { id: stream, status: 'new', position: atCreate.event.position } });

    const changed = (await server.call('GET', `/api/audit/events/${encodeURIComponent(stream)}/1/documents`, undefined, auditor)).body as AuditDocumentsAnswer;
    const change = changed.documents.find((d) => d.readModel === 'inbox')!;
    // Before: as the last event before the change left it (the notice sent about it may have come between).
    expect(change.before).toMatchObject({ status: 'new' });
    expect(BigInt(change.before!.position as string)).toBeLessThan(BigInt(changed.event.position));
    expect(change.after).toMatchObject({ status: 'handled', position: changed.event.position });
    // The fold is the projector's: what the read model holds now is what the history shows after the last event.
    const live = (await server.call('GET', `/api/admin/inbox?after=${changed.event.position}&limit=200`, undefined, admin)).body.items.find((i: { id: string }) => i.id === stream);
    expect(live).toMatchObject({ status: change.after!.status, revision: change.after!.revision });
  });

  it('never shows a password hash, in events or in documents', async () => {
    const email = `audit-${randomUUID()}@example.com`;
    const registered = await server.call('POST', '/api/portal/register', { email, password: 'a-Long-and-new-pass-9', firstName: 'Audit', lastName: 'Test' });
    expect(registered.status).toBeLessThan(300);
    const page = await history('?type=UserRegistered&limit=100');
    const raw = JSON.stringify(page);
    expect(raw).not.toContain('$argon2');
    expect(page.events.some((e) => (e.data as { passwordHash?: string }).passwordHash === '[redacted]')).toBe(true);
    const event = page.events.find((e) => (e.data as { email?: string }).email === email)!;
    const documents = await server.call('GET', `/api/audit/events/${encodeURIComponent(event.stream)}/${event.revision}/documents`, undefined, auditor);
    expect(documents.status).toBe(200);
    expect(JSON.stringify(documents.body)).not.toContain('$argon2');
    expect((documents.body as AuditDocumentsAnswer).documents.find((d) => d.readModel === 'accounts')?.after).toMatchObject({ email, role: 'patient' });
  });

  it('answers bad queries with field errors and an unknown event with 404', async () => {
    for (const [query, field] of [['?limit=0', 'limit'], ['?limit=abc', 'limit'], ['?type=NoSuchEvent', 'type'], ['?before=abc', 'before'], ['?type=UserSignedIn&type=UserRegistered', 'type']] as const) {
      const res = await server.call('GET', `/api/audit/events${query}`, undefined, auditor);
      expect(res.status, query).toBe(400);
      expect(res.body.errors, query).toHaveProperty(field);
    }
    expect((await server.call('GET', '/api/audit/events/contact-nothing/0/documents', undefined, auditor)).status).toBe(404);
    expect((await server.call('GET', '/api/audit/events/contact-nothing/-1/documents', undefined, auditor)).status).toBe(400);
  });
});

/** Every event id from a query on, following `nextBefore`. */
async function collect(query: string): Promise<string[]> {
  const ids: string[] = [];
  let next: string | null = query;
  while (next !== null) {
    const page = await history(next);
    ids.push(...page.events.map((e) => e.id));
    next = page.nextBefore ? `?limit=7&before=${page.nextBefore}` : null;
  }
  return ids;
}
