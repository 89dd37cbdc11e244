import { describe, expect, it } from 'vitest';
import { intakeFormSchema, practice, type DomainEvent, type EventOf } from '@pt/contracts';
import { readEmailConfirmationToken, readPasswordResetToken } from '@pt/contracts/core';
import { composeEmailConfirmation, composeMessageNotice, composePasswordReset, composeStaffNotification, withoutLinkTokens } from './compose';

const metadata = { actor: { kind: 'anonymous' as const, ipHash: 'x' }, correlationId: 'c', causationId: 'c', at: '2026-11-22T10:00:00.000Z', schema: 1 };

describe('the front desk notification', () => {
  it('of a message names the visitor, the service and replies to the visitor', () => {
    const event: DomainEvent = {
      id: 'e1', type: 'ContactMessageSubmitted', stream: 'contact-1', revision: 0, position: '1', metadata,
      data: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '3215550100', service: 'hand-therapy', message: 'Wrist pain', consent: true },
    };
    const mail = composeStaffNotification(event, { to: 'desk@example.com', siteUrl: 'https://pt.example.com/', timeZone: 'America/New_York' })!;
    expect(mail).toMatchObject({ to: 'desk@example.com', replyTo: 'ann@example.com', subject: 'New appointment request from Ann Lee' });
    expect(mail.text).toContain('Service: Hand Therapy');
    expect(mail.text).toContain('Wrist pain');
    expect(mail.text).toContain('https://pt.example.com/staff/inbox');
    // 10:00 UTC is 5 in the morning at the practice, said as its clocks say it.
    expect(mail.text).toContain('sent a message from the website on Sun, Nov 22, 2026, 5:00 AM EST.');
  });

  it('of a callback request names the preferred time', () => {
    const event: DomainEvent = {
      id: 'e2', type: 'CallbackRequested', stream: 'callback-1', revision: 0, position: '2', metadata,
      data: { name: 'Bo Diaz', phone: '3215550100', reason: 'Back pain after lifting', preferredTime: 'evening' },
    };
    const mail = composeStaffNotification(event, { to: 'desk@example.com', siteUrl: 'http://localhost:3000', timeZone: 'America/New_York' })!;
    expect(mail.subject).toBe('Callback requested by Bo Diaz (Evening (4 PM - 6 PM))');
    expect(mail.text).toContain('Reason: Back pain after lifting');
  });

  it('of an intake form names the patient and how to reach them, with a link to the panel, and no health detail', () => {
    const form = intakeFormSchema.parse({
      fullName: 'Nora Whitfield', patientEmail: 'nora@example.com', patientPhone: '(321) 555-0177', dateOfBirth: '1956-04-12',
      medicalHistory: ['cancer'], cancerType: 'Breast cancer', medications: 'Tamoxifen', surgeries: 'Lumpectomy 2019', allergies: 'Penicillin',
      symptomLocation: 'Left arm', symptomNotes: 'Swelling after lymph node removal', painBest: 2, painWorst: 7, painCurrent: 4,
      anatomyData: { 'front-left-upper-arm': 'pain' }, goals: 'Lift my grandson', primaryDiagnosis: 'Lymphedema',
    });
    const event: DomainEvent = { id: 'e4', type: 'IntakeFormSubmitted', stream: 'intake-1', revision: 0, position: '4', metadata, data: { ...form, patientId: null } };
    const mail = composeStaffNotification(event, { to: 'desk@example.com', siteUrl: 'https://pt.example.com/', timeZone: 'America/New_York' })!;
    expect(mail).toMatchObject({ to: 'desk@example.com', replyTo: 'nora@example.com', subject: 'New intake form from Nora Whitfield' });
    expect(mail.text).toContain('Phone: (321) 555-0177');
    expect(mail.text).toContain('https://pt.example.com/staff/intake');
    for (const detail of ['Breast', 'cancer', 'Tamoxifen', 'Lumpectomy', 'Penicillin', 'Left arm', 'Swelling', 'grandson', 'Lymphedema', 'knee', 'arm', '1956', '/10']) {
      expect(`${mail.subject}\n${mail.text}`).not.toContain(detail);
    }
  });

  it('of any other event is nothing', () => {
    const event: DomainEvent = { id: 'e3', type: 'UserSignedIn', stream: 'user-1', revision: 1, position: '3', metadata, data: { ipHash: 'x' } };
    expect(composeStaffNotification(event, { to: 'desk@example.com', siteUrl: 'http://x', timeZone: 'America/New_York' })).toBeNull();
  });
});

describe("a patient account's e-mail confirmation (ADR 33)", () => {
  const event = {
    id: 'e5', type: 'EmailConfirmationRequested' as const, stream: 'user-0b7c8f63-4a58-4c8e-9f3e-2d7f2a8d9c11', revision: 3, position: '5',
    metadata, data: { email: 'pat@example.com', expiresAt: '2026-11-23T10:00:00.000Z' },
  };
  const settings = { siteUrl: 'https://pt.example.com/', timeZone: 'America/New_York', linkSecret: 'a secret long enough for HS256 signing' };

  it('goes to the account\'s e-mail with a link of its own that works for 24 hours, and names nothing of the record', () => {
    const mail = composeEmailConfirmation(event, settings);
    expect(mail).toMatchObject({ to: 'pat@example.com', subject: 'Confirm your e-mail for the Coastal Motion Mobile PT patient portal' });
    const token = mail.text.match(/https:\/\/pt\.example\.com\/patient-portal\/confirm-email\?token=(\S+)/)?.[1];
    expect(token).toBeDefined();
    const account = { userId: '0b7c8f63-4a58-4c8e-9f3e-2d7f2a8d9c11', email: 'pat@example.com' };
    expect(readEmailConfirmationToken(settings.linkSecret, token!, account, new Date('2026-11-22T10:00:00Z'))).toEqual({ ok: true, expiresAt: '2026-11-23T10:00:00.000Z' });
    expect(mail.text).toContain('within 24 hours (until Mon, Nov 23, 2026, 5:00 AM EST)');
    expect(mail.text).toContain('If it was not you, there is nothing to do');
    expect(withoutLinkTokens(mail.text)).toContain('/patient-portal/confirm-email?token=[not kept]');
    expect(withoutLinkTokens(mail.text)).not.toContain(token!);
  });
});

describe('the password reset link (ADR 36)', () => {
  const event: EventOf<'PasswordResetRequested'> = {
    id: 'r1', type: 'PasswordResetRequested', stream: 'user-0b7c8f63-4a58-4c8e-9f3e-2d7f2a8d9c11', revision: 3, position: '12', metadata,
    data: { email: 'pat@example.com', expiresAt: '2026-11-22T11:00:00.000Z', sessionVersion: 2 },
  };
  const settings = { siteUrl: 'https://pt.example.com/', timeZone: 'America/New_York', linkSecret: 'a secret long enough for HS256 signing' };

  it("goes to the account's e-mail with a link for its session version that works for 1 hour; the link is not kept", () => {
    const mail = composePasswordReset(event, settings);
    expect(mail).toMatchObject({ to: 'pat@example.com', subject: 'Choose a new password for the Coastal Motion Mobile PT patient portal' });
    const token = mail.text.match(/https:\/\/pt\.example\.com\/patient-portal\/reset-password\?token=(\S+)/)?.[1];
    expect(token).toBeDefined();
    const account = { userId: '0b7c8f63-4a58-4c8e-9f3e-2d7f2a8d9c11', email: 'pat@example.com', sessionVersion: 2 };
    expect(readPasswordResetToken(settings.linkSecret, token!, account, new Date('2026-11-22T10:00:00Z'))).toEqual({ ok: true, expiresAt: '2026-11-22T11:00:00.000Z' });
    expect(readPasswordResetToken(settings.linkSecret, token!, { ...account, sessionVersion: 3 }, new Date('2026-11-22T10:00:00Z'))).toEqual({ ok: false, reason: 'used' });
    expect(mail.text).toContain('within 1 hour (until Sun, Nov 22, 2026, 6:00 AM EST)');
    expect(mail.text).toContain('https://pt.example.com/patient-portal/forgot-password');
    expect(mail.text).toContain('If it was not you, there is nothing to do');
    expect(withoutLinkTokens(mail.text)).toContain('/patient-portal/reset-password?token=[not kept]');
    expect(withoutLinkTokens(mail.text)).not.toContain(token!);
  });
});

describe('the notice of a portal message', () => {
  const written = (from: 'patient' | 'practice'): EventOf<'MessageWritten'> => ({
    id: 'm1', type: 'MessageWritten', stream: 'conversation-c1', revision: 1, position: '9', metadata,
    data: { messageId: 'm1', from, authorId: 'u1', authorName: from === 'patient' ? 'Ann Lee' : 'Dr. Kim', content: 'My knee is swollen after the squats.' },
  });
  const address = { siteUrl: 'https://pt.example.com/', timeZone: 'America/New_York', conversation: { id: 'c1', patientName: 'Ann Lee', patientFirstName: 'Ann' } };

  it('tells the practice who wrote and where to answer, never what', () => {
    const mail = composeMessageNotice(written('patient'), { ...address, to: 'desk@example.com' });
    expect(mail).toMatchObject({ to: 'desk@example.com', subject: 'New message from Ann Lee in the patient portal' });
    expect(mail.text).toContain('https://pt.example.com/staff/messages?c=c1');
    expect(mail.text).not.toMatch(/knee|swollen|squats/);
  });

  it('tells the patient their care team wrote, and where to read it, never what', () => {
    const mail = composeMessageNotice(written('practice'), { ...address, to: 'ann@example.com' });
    expect(mail).toMatchObject({ to: 'ann@example.com', subject: `New message from ${practice.name}` });
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain('https://pt.example.com/patient-portal/messages?c=c1');
    expect(mail.text).not.toMatch(/knee|swollen|squats|Dr\. Kim/);
  });
});
