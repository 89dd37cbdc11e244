import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streams } from '@pt/contracts';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signIn(demo.admin.email, demo.admin.password);
});
afterAll(() => server.stop());

const head = () => server.running.ports.eventStore.headPosition();
const message = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(321) 555-0100', service: 'hand-therapy', message: 'Wrist pain since March', consent: true };
const callback = { name: 'Bo Diaz', phone: '321-555-0101', reason: 'Back pain after lifting boxes', preferredTime: 'evening' };

describe('a visitor sends a message', () => {
  it('is appended, answers its position, and the admin reads it at once with ?after=', async () => {
    const sent = await server.call('POST', '/api/contact', message);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), revision: 0, position: expect.stringMatching(/^\d+$/) });
    expect(sent.body.message).toMatch(/within 2 hours/);
    const inbox = await server.call('GET', `/api/admin/inbox?after=${sent.body.position}`, undefined, admin);
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get('x-read-caught-up')).toBe('true');
    expect(inbox.body.items[0]).toMatchObject({ id: streams.contact(sent.body.id), kind: 'contact', name: 'Ann Lee', status: 'new', service: 'hand-therapy', revision: 0 });
  });

  it('the actor of the event is the anonymous visitor with a hashed address, never the address', async () => {
    const sent = await server.call('POST', '/api/contact', message);
    const [event] = await server.running.ports.eventStore.readStream(streams.contact(sent.body.id));
    expect(event!.type).toBe('ContactMessageSubmitted');
    const actor = (event!.metadata as { actor: { kind: string; ipHash: string } }).actor;
    expect(actor.kind).toBe('anonymous');
    expect(actor.ipHash).toMatch(/^[0-9a-f]{16}$/);
    expect(JSON.stringify(event!.metadata)).not.toContain('127.0.0.1');
  });

  it('becomes a notification in the outbox, recorded as NotificationSent once', async () => {
    const sent = await server.call('POST', '/api/callback-request', callback);
    expect(sent.status).toBe(201);
    const stream = streams.callback(sent.body.id);
    const [source] = await server.running.ports.eventStore.readStream(stream);
    const outcome = await waitFor(async () => {
      const events = await server.running.ports.eventStore.readStream(streams.notification(source!.id));
      return events.length ? events : null;
    });
    expect(outcome.map((e) => e.type)).toEqual(['NotificationSent']);
    const outbox = await waitFor(async () => {
      const res = await server.call('GET', `/api/admin/outbox?after=${outcome[0]!.position}`, undefined, admin);
      return res.body.messages.find((m: { source: { stream: string } }) => m.source.stream === stream);
    });
    expect(outbox.subject).toBe('Callback requested by Bo Diaz (Evening (4 PM - 6 PM))');
    const item = (await server.call('GET', `/api/admin/inbox?after=${outcome[0]!.position}`, undefined, admin)).body.items.find(
      (i: { id: string }) => i.id === stream,
    );
    expect(item).toMatchObject({ kind: 'callback', notification: 'sent', notificationChannel: 'outbox', notificationAttempts: 1 });
  });
});

describe('the outbox', () => {
  it('reads a page at a time, newest first, every notice once, and counts them all on every page', async () => {
    for (let i = 0; i < 5; i++) expect((await server.call('POST', '/api/callback-request', { ...callback, name: `Paged Caller ${i}` })).status).toBe(201);
    // The worker writes each notice a moment after its request, in their order.
    const total = await waitFor(async () => {
      const res = await server.call('GET', '/api/admin/outbox?limit=200', undefined, admin);
      const subjects = (res.body.messages as { subject: string }[]).map((m) => m.subject);
      return Array.from({ length: 5 }, (_, i) => `Paged Caller ${i}`).every((name) => subjects.some((s) => s.includes(name))) ? (res.body.total as number) : null;
    });
    expect(total).toBeGreaterThan(5);
    const seen: { id: string; sentAt: string }[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { messages: { id: string; sentAt: string }[]; total: number; nextCursor: string | null } } = await server.call(
        'GET',
        `/api/admin/outbox?limit=2${cursor ? `&before=${encodeURIComponent(cursor)}` : ''}`,
        undefined,
        admin,
      );
      expect(page.status).toBe(200);
      expect(page.body.total).toBe(total);
      expect(page.body.messages.length).toBeLessThanOrEqual(2);
      seen.push(...page.body.messages);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen.map((m) => m.id)).size).toBe(total);
    expect(seen.map((m) => m.sentAt)).toEqual([...seen.map((m) => m.sentAt)].sort().reverse());
    // It answered the newest 200 only, and nothing said more were kept.
    const first = await server.call('GET', '/api/admin/outbox', undefined, admin);
    expect(first.body).toMatchObject({ total, nextCursor: null });
  });

  it('a bad cursor or page size is a 400 naming it', async () => {
    for (const [query, field] of [['?before=abc', 'before'], ['?limit=0', 'limit'], ['?limit=201', 'limit']] as const) {
      const res = await server.call('GET', `/api/admin/outbox${query}`, undefined, admin);
      expect(res.status, query).toBe(400);
      expect(res.body.errors, query).toHaveProperty(field);
    }
  });
});

describe('bad input', () => {
  const cases: [string, string, unknown, string[]][] = [
    ['an empty message', '/api/contact', {}, ['firstName', 'lastName', 'email', 'phone', 'consent']],
    ['a message without consent', '/api/contact', { ...message, consent: false }, ['consent']],
    ['a message with an unknown service', '/api/contact', { ...message, service: 'surgery' }, ['service']],
    ['a message with numbers for names', '/api/contact', { ...message, firstName: 42, lastName: ['x'] }, ['firstName', 'lastName']],
    ['a message far too long', '/api/contact', { ...message, message: 'x'.repeat(5001) }, ['message']],
    ['an array body', '/api/contact', [message], ['_']],
    ['a callback of one letter', '/api/callback-request', { ...callback, name: 'B' }, ['name']],
    ['a callback without a time', '/api/callback-request', { ...callback, preferredTime: undefined }, ['preferredTime']],
    ['a callback with a short reason', '/api/callback-request', { ...callback, reason: 'hurts' }, ['reason']],
    ['a callback with letters for a phone', '/api/callback-request', { ...callback, phone: 'call me please' }, ['phone']],
  ];

  it.each(cases)('%s gets a 400 naming its fields, and appends nothing', async (_name, route, body, fields) => {
    const before = await head();
    const res = await server.call('POST', route, body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors).sort()).toEqual([...fields].sort());
    expect(await server.appendedSince(before)).toEqual([]);
  });

  it('malformed JSON gets a 400, not a 500', async () => {
    const before = await head();
    const res = await server.call('POST', '/api/contact', '{"firstName": ');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The request body is not valid JSON.');
    expect(await server.appendedSince(before)).toEqual([]);
  });

  it('a body over 100 kB gets a 413', async () => {
    const res = await server.call('POST', '/api/contact', { ...message, message: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
  });

  it('an unknown API route is a 404 in JSON', async () => {
    const res = await server.call('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Not found' });
  });

  it('a bad ?after= is a 400', async () => {
    const res = await server.call('GET', '/api/admin/inbox?after=abc', undefined, admin);
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('after');
  });
});

describe('the same request sent again', () => {
  it('answers its first result and appends nothing; a 20-fold retry at once takes effect once', async () => {
    const id = crypto.randomUUID();
    const first = await server.call('POST', '/api/contact', { ...message, id });
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(id);
    const before = await head();
    const again = await server.call('POST', '/api/contact', { ...message, id });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await server.appendedSince(before)).toEqual([]);

    const storm = crypto.randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.call('POST', '/api/callback-request', { ...callback, id: storm })));
    expect(answers.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.body.position)).size).toBe(1);
    expect(await server.running.ports.eventStore.readStream(streams.callback(storm))).toHaveLength(1);
  });

  it('with the same id and another content is a 409 that appends nothing', async () => {
    const id = crypto.randomUUID();
    await server.call('POST', '/api/contact', { ...message, id });
    const before = await head();
    const other = await server.call('POST', '/api/contact', { ...message, id, message: 'A different question' });
    expect(other.status).toBe(409);
    expect(other.body.success).toBe(false);
    expect(await server.appendedSince(before)).toEqual([]);
  });

  it('the id must be a uuid; without one the server chooses it', async () => {
    const bad = await server.call('POST', '/api/contact', { ...message, id: '../user-1' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
    const chosen = await server.call('POST', '/api/contact', message);
    expect(chosen.body.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
  });
});

describe('staff mark a request handled', () => {
  it('changes the status, records who did it, and reopening works', async () => {
    const sent = await server.call('POST', '/api/contact', message);
    const id = streams.contact(sent.body.id);
    const done = await server.call('PATCH', `/api/admin/inbox/${id}`, { status: 'handled' }, admin);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ success: true, id, revision: 1 });
    expect(done.headers.get('etag')).toBe('"1"');
    const after = await server.call('GET', `/api/admin/inbox?status=handled&after=${done.body.position}`, undefined, admin);
    const item = after.body.items.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({ status: 'handled', statusChangedBy: expect.any(String), revision: 1 });
    const reopened = await server.call('PATCH', `/api/admin/inbox/${id}`, { status: 'new' }, admin);
    expect(reopened.status).toBe(200);
    const events = await server.running.ports.eventStore.readStream(id);
    expect(events.map((e) => e.type)).toEqual(['ContactMessageSubmitted', 'RequestStatusChanged', 'RequestStatusChanged']);
  });

  it('with the revision they saw: a 412 when someone changed it since, and nothing appended', async () => {
    const sent = await server.call('POST', '/api/contact', message);
    const id = streams.contact(sent.body.id);
    const patch = (status: string, revision: string) =>
      fetch(`${server.url}/api/admin/inbox/${id}`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}`, 'if-match': revision }, body: JSON.stringify({ status }) });
    expect((await patch('handled', '"0"')).status).toBe(200);
    const before = await head();
    const stale = await patch('new', '"0"');
    expect(stale.status).toBe(412);
    expect(await stale.json()).toMatchObject({ success: false, revision: 1 });
    expect((await patch('new', 'yesterday')).status).toBe(400);
    expect(await server.appendedSince(before)).toEqual([]);
    expect((await patch('new', 'W/"1"')).status).toBe(200);
  });

  it('refuses a bad status, a bad id and an unknown request, appending nothing', async () => {
    const sent = await server.call('POST', '/api/contact', message);
    const before = await head();
    expect((await server.call('PATCH', `/api/admin/inbox/${streams.contact(sent.body.id)}`, { status: 'deleted' }, admin)).status).toBe(400);
    expect((await server.call('PATCH', '/api/admin/inbox/user-1', { status: 'handled' }, admin)).status).toBe(400);
    expect((await server.call('PATCH', '/api/admin/inbox/contact-00000000-0000-0000-0000-000000000000', { status: 'handled' }, admin)).status).toBe(404);
    expect(await server.appendedSince(before)).toEqual([]);
  });
});

describe('hostile URLs', () => {
  it('a malformed percent-encoding is a 400, and a path escaping the site is a 404', async () => {
    expect((await fetch(`${server.url}/%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${server.url}/api/admin/inbox/%E0%A4%A`, { method: 'PATCH' })).status).toBeLessThan(500);
    expect((await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`)).status).toBe(404);
  });
});

describe('the inbox, a page at a time', () => {
  it('answers the newest first and reads on with the cursor to the oldest, nothing twice', async () => {
    const fresh = await startTestServer({ DEMO: '1' });
    try {
      const token = await fresh.signIn(demo.admin.email, demo.admin.password);
      for (let i = 0; i < 7; i++) await fresh.call('POST', '/api/callback-request', { ...callback, name: `Caller ${i}` });
      const head = (await fresh.running.ports.eventStore.headPosition())!;
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { body: { items: { id: string }[]; nextCursor: string | null } } = await fresh.call('GET', `/api/admin/inbox?limit=3&after=${head}${cursor ? `&before=${cursor}` : ''}`, undefined, token);
        expect(page.body.items.length).toBeLessThanOrEqual(3);
        seen.push(...page.body.items.map((i) => i.id));
        cursor = page.body.nextCursor;
      } while (cursor);
      // 7 callbacks and the 2 demo requests.
      expect(seen).toHaveLength(9);
      expect(new Set(seen).size).toBe(9);
      expect((await fresh.call('GET', '/api/admin/inbox?before=not-a-cursor', undefined, token)).status).toBe(400);
    } finally {
      await fresh.stop();
    }
  });
});
