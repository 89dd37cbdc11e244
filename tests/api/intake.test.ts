import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, intakeSuccessMessage, latestDayOnEarth, streams, type IntakeForm } from '@pt/contracts';
import { sampleIntakeForm } from '../support/intake';
import { demo, startTestServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

/** A new patient sends the intake form (POST /api/intake/forms): stored once, validated, announced. */
let server: TestServer;
let admin: string;
let therapist: string;
beforeAll(async () => {
  server = await startTestServer();
  [admin, therapist] = await Promise.all([server.signIn(demo.admin.email, demo.admin.password), server.signIn(demo.therapist.email, demo.therapist.password)]);
});
afterAll(() => server.stop());

const head = () => server.running.ports.eventStore.headPosition();
const events = (id: string) => server.running.ports.eventStore.readStream(streams.intake(id));
const uniqueEmail = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

describe('a new patient sends the intake form', () => {
  it('is appended with every field, answers its id and position, and staff read it at once with ?after=', async () => {
    const form = sampleIntakeForm({ patientEmail: uniqueEmail('nora') });
    const sent = await server.call('POST', '/api/intake/forms', form);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ success: true, id: expect.stringMatching(/^[0-9a-f-]{36}$/), revision: 0, position: expect.stringMatching(/^\d+$/), message: intakeSuccessMessage });

    const [event] = await events(sent.body.id);
    expect(event!.type).toBe('IntakeFormSubmitted');
    const { id: _id, ...fields } = form;
    expect(event!.data).toEqual({ ...fields, patientId: null });
    expect((event!.metadata as { actor: { kind: string } }).actor.kind).toBe('anonymous');

    const read = await server.call('GET', `/api/intake/forms?after=${sent.body.position}`, undefined, therapist);
    expect(read.status).toBe(200);
    expect(read.headers.get('x-read-caught-up')).toBe('true');
    const listed = read.body.forms.find((f: IntakeForm) => f.id === sent.body.id);
    // The list names the form; its answers are read alone (ADR 29).
    expect(listed).toEqual({
      id: sent.body.id,
      fullName: form.fullName,
      patientEmail: form.patientEmail,
      status: 'pending',
      submittedAt: expect.any(String),
      reviewedBy: null,
      reviewedByRole: null,
      reviewedAt: null,
      patientId: null,
      patientLinkedAt: null,
      revision: 0,
      position: sent.body.position,
    });
    expect(read.body.counts).toMatchObject({ pending: expect.any(Number), total: expect.any(Number) });
    const one = await server.call('GET', `/api/intake/forms/${sent.body.id}`, undefined, therapist);
    expect(one.status).toBe(200);
    expect(one.body.form).toMatchObject({ ...fields, status: 'pending', patientId: null, reviewedBy: null, revision: 0, position: sent.body.position });
  });

  it('with the e-mail of a patient record is joined to that record at once', async () => {
    const email = uniqueEmail('ruth');
    const record = await server.call('POST', '/api/admin/patients', { firstName: 'Ruth', lastName: 'Baker', email }, admin);
    expect(record.status).toBe(201);
    const sent = await server.call('POST', '/api/intake/forms', sampleIntakeForm({ fullName: 'Ruth Baker', patientEmail: ` ${email.toUpperCase()} ` }));
    expect(sent.status).toBe(201);
    expect((await events(sent.body.id))[0]!.data).toMatchObject({ patientEmail: email, patientId: record.body.id });
    const read = await server.call('GET', `/api/intake/forms/${sent.body.id}?after=${sent.body.position}`, undefined, therapist);
    expect(read.body.form).toMatchObject({ patientId: record.body.id, patientLinkedAt: expect.any(String) });
  });

  it('keeps only the form: no insurance (self-pay), and no status or record the sender chose', async () => {
    const sent = await server.call('POST', '/api/intake/forms', { ...sampleIntakeForm({ patientEmail: uniqueEmail('extra') }), insurance: 'Aetna PPO', status: 'completed', patientId: 'someone', reviewedBy: 'me' });
    expect(sent.status).toBe(201);
    const [event] = await events(sent.body.id);
    expect(event!.data).not.toHaveProperty('insurance');
    expect(event!.data).toMatchObject({ patientId: null });
    const read = await server.call('GET', `/api/intake/forms/${sent.body.id}?after=${sent.body.position}`, undefined, admin);
    expect(read.body.form).toMatchObject({ status: 'pending', reviewedBy: null });
  });

  it('tells the practice by a notification that names the patient, links to the panel and holds no health detail', async () => {
    const sent = await server.call('POST', '/api/intake/forms', sampleIntakeForm({ patientEmail: uniqueEmail('notified') }));
    const [source] = await events(sent.body.id);
    const outcome = await waitFor(async () => {
      const found = await server.running.ports.eventStore.readStream(streams.notification(source!.id));
      return found.length ? found : null;
    }, 10_000, 'the notification');
    expect(outcome.map((e) => e.type)).toEqual(['NotificationSent']);
    const outbox = await server.call('GET', `/api/admin/outbox?after=${outcome[0]!.position}`, undefined, admin);
    const mail = outbox.body.messages.find((m: { source: { stream: string } }) => m.source.stream === streams.intake(sent.body.id));
    expect(mail.subject).toBe('New intake form from Nora Whitfield');
    expect(mail.text).toContain('/staff/intake');
    for (const detail of ['Lumpectomy', 'Lisinopril', 'Penicillin', 'Lymphedema', 'arm', 'grandson', '1956', 'cancer']) expect(mail.text).not.toContain(detail);
  });
});

describe('bad input', () => {
  const valid = sampleIntakeForm();
  const tomorrow = addDays(latestDayOnEarth(), 1);
  const cases: [string, unknown, string[]][] = [
    ['an empty form', {}, ['fullName', 'patientEmail', 'dateOfBirth', 'painBest', 'painWorst', 'painCurrent']],
    ['a birth date in the future', { ...valid, dateOfBirth: tomorrow }, ['dateOfBirth']],
    ['a birth date that is not a day', { ...valid, dateOfBirth: '1956-13-01' }, ['dateOfBirth']],
    ['pain out of range, not whole, or as text', { ...valid, painBest: '1', painWorst: 11, painCurrent: 2.5 }, ['painBest', 'painWorst', 'painCurrent']],
    ['best pain above the worst', { ...valid, painBest: 8, painWorst: 3 }, ['painBest']],
    ['an area not on the chart and a kind not offered', { ...valid, anatomyData: { 'front-tail': 'pain', 'front-left-knee': 'itching' } }, ['anatomyData', 'anatomyData.front-left-knee']],
    ['a body chart that is a list', { ...valid, anatomyData: ['front-left-knee'] }, ['anatomyData']],
    ['a condition not on the list', { ...valid, medicalHistory: ['flu'] }, ['medicalHistory.0']],
    ['a choice not offered', { ...valid, gender: 'robot', radiating: 'maybe' }, ['gender', 'radiating']],
    ['a text far too long', { ...valid, goals: 'x'.repeat(1001) }, ['goals']],
    ['names and e-mails that are not text', { ...valid, fullName: 42, patientEmail: ['a@b.c'] }, ['fullName', 'patientEmail']],
    ['a bad phone', { ...valid, patientPhone: 'call me' }, ['patientPhone']],
    ['an array body', [valid], ['_']],
  ];

  it.each(cases)('%s gets a 400 naming its fields, and appends nothing', async (_name, body, fields) => {
    const before = await head();
    const res = await server.call('POST', '/api/intake/forms', body);
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors).sort()).toEqual([...fields].sort());
    expect(await server.appendedSince(before)).toEqual([]);
  });

  it('says what is wrong in words a patient understands', async () => {
    const res = await server.call('POST', '/api/intake/forms', { ...valid, fullName: ' ', dateOfBirth: tomorrow, painWorst: 11 });
    expect(res.body.errors).toEqual({
      fullName: ['Full name is required'],
      dateOfBirth: ['Date of birth cannot be in the future'],
      painWorst: ['Please choose your pain at its worst from 0 to 10'],
    });
  });

  it('malformed JSON gets a 400, not a 500, and appends nothing', async () => {
    const before = await head();
    const res = await server.call('POST', '/api/intake/forms', '{"fullName": ');
    expect(res.status).toBe(400);
    expect(await server.appendedSince(before)).toEqual([]);
  });
});

describe('the same form sent again', () => {
  it('answers its first result and appends nothing; twenty at once take effect once', async () => {
    const id = crypto.randomUUID();
    const form = sampleIntakeForm({ id, patientEmail: uniqueEmail('twice') });
    const first = await server.call('POST', '/api/intake/forms', form);
    expect(first.status).toBe(201);
    expect(first.body.id).toBe(id);
    const before = await head();
    const again = await server.call('POST', '/api/intake/forms', form);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await server.appendedSince(before)).toEqual([]);

    const storm = sampleIntakeForm({ id: crypto.randomUUID(), patientEmail: uniqueEmail('storm') });
    const answers = await Promise.all(Array.from({ length: 20 }, () => server.call('POST', '/api/intake/forms', storm)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(19);
    expect(new Set(answers.map((a) => a.body.position)).size).toBe(1);
    expect(await events(storm.id!)).toHaveLength(1);
  });

  it('is still the same request when a patient record with its e-mail appeared meanwhile', async () => {
    const email = uniqueEmail('meanwhile');
    const form = sampleIntakeForm({ id: crypto.randomUUID(), patientEmail: email });
    const first = await server.call('POST', '/api/intake/forms', form);
    await server.call('POST', '/api/admin/patients', { firstName: 'Mia', lastName: 'Meanwhile', email }, admin);
    const again = await server.call('POST', '/api/intake/forms', form);
    expect(again.status).toBe(200);
    expect(again.body.position).toBe(first.body.position);
  });

  it('with the same id and other content is a 409 that appends nothing; an id that is not a uuid is a 400', async () => {
    const id = crypto.randomUUID();
    await server.call('POST', '/api/intake/forms', sampleIntakeForm({ id }));
    const before = await head();
    const other = await server.call('POST', '/api/intake/forms', sampleIntakeForm({ id, painCurrent: 5 }));
    expect(other.status).toBe(409);
    const bad = await server.call('POST', '/api/intake/forms', sampleIntakeForm({ id: 'intake-1' }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('id');
    expect(await server.appendedSince(before)).toEqual([]);
  });
});

describe('the limit on anonymous writes', () => {
  it('counts intake forms with the other public forms: a 429 with the practice phone, and nothing appended', async () => {
    const limited = await startTestServer({ PUBLIC_WRITES: '3' });
    try {
      const statuses: number[] = [];
      statuses.push((await limited.call('POST', '/api/contact', { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '(321) 555-0100', consent: true })).status);
      for (let i = 0; i < 2; i++) statuses.push((await limited.call('POST', '/api/intake/forms', sampleIntakeForm())).status);
      const before = await limited.running.ports.eventStore.headPosition();
      const refused = await limited.call('POST', '/api/intake/forms', sampleIntakeForm());
      expect(statuses).toEqual([201, 201, 201]);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toContain('(321) 555-0142');
      expect(await limited.appendedSince(before)).toEqual([]);
    } finally {
      await limited.stop();
    }
  });
});
