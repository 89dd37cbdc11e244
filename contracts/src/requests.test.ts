import { describe, expect, it } from 'vitest';
import { serviceSlugs } from './services';
import { callbackRequestSchema, contactMessageSchema, contactServices, loginSchema, registerFormSchema, registerSchema } from './requests';

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('callback request (spec 000 section 5)', () => {
  it('names every rule with the spec message, for empty and for missing fields', () => {
    const expected = {
      name: 'Name must be at least 2 characters',
      phone: 'Please enter a valid phone number',
      reason: 'Please provide a reason for the callback',
      preferredTime: 'Please select a preferred callback time',
    };
    expect(messagesOf(callbackRequestSchema.safeParse({ name: 'A', phone: '123', reason: 'short', preferredTime: '' }))).toEqual(expected);
    expect(messagesOf(callbackRequestSchema.safeParse({}))).toEqual(expected);
  });

  it('accepts a complete request and trims it', () => {
    expect(callbackRequestSchema.parse({ name: ' Bo Diaz ', phone: '(321) 555-0100', reason: 'Knee pain for two weeks', preferredTime: 'anytime' })).toEqual({
      name: 'Bo Diaz', phone: '(321) 555-0100', reason: 'Knee pain for two weeks', preferredTime: 'anytime',
    });
  });

  it('refuses a phone number of letters and an unknown time', () => {
    expect(messagesOf(callbackRequestSchema.safeParse({ name: 'Bo', phone: 'call me maybe', reason: 'Knee pain for two weeks', preferredTime: 'midnight' }))).toEqual({
      phone: 'Please enter a valid phone number',
      preferredTime: 'Please select a preferred callback time',
    });
  });
});

describe('appointment request message', () => {
  const valid = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '321-555-0100', consent: true };

  it('requires names, e-mail, phone and consent', () => {
    expect(messagesOf(contactMessageSchema.safeParse({}))).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      consent: 'Please agree to be contacted so we can reply',
    });
  });

  it('enforces the stored lengths', () => {
    const long = contactMessageSchema.safeParse({ ...valid, firstName: 'x'.repeat(101), lastName: 'y'.repeat(101), email: `${'a'.repeat(250)}@example.com`, phone: '1'.repeat(21) });
    expect(Object.keys(messagesOf(long)).sort()).toEqual(['email', 'firstName', 'lastName', 'phone']);
  });

  it('defaults service and message to empty, and knows the service list', () => {
    expect(contactMessageSchema.parse(valid)).toMatchObject({ service: '', message: '' });
    expect(contactMessageSchema.parse({ ...valid, service: 'consultation' }).service).toBe('consultation');
    expect(messagesOf(contactMessageSchema.safeParse({ ...valid, service: 'surgery' }))).toHaveProperty('service');
  });
});

describe('portal sign-in and registration (spec 001 section 5)', () => {
  it('uses the spec messages', () => {
    expect(messagesOf(loginSchema.safeParse({ email: 'nope', password: '123' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(messagesOf(registerFormSchema.safeParse({ email: 'a@example.com', password: 'walk-the-dog', confirmPassword: 'walk-the-cat' }))).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });

  it('normalises the e-mail: trimmed, NFKC, lower-cased', () => {
    expect(loginSchema.parse({ email: ' Ann@Example.COM ', password: '123456' }).email).toBe('ann@example.com');
    // Full-width letters are the same address once NFKC-normalised.
    expect(loginSchema.parse({ email: 'ＡＮＮ@example.com', password: '123456' }).email).toBe('ann@example.com');
  });

  it('keeps the spec minimum for new passwords and refuses blank and common ones', () => {
    expect(messagesOf(registerSchema.safeParse({ email: 'a@example.com', password: '      ' }))).toEqual({ password: 'Password cannot be only spaces' });
    for (const common of ['123456', 'password', 'Qwerty123', 'iloveyou']) {
      expect(messagesOf(registerSchema.safeParse({ email: 'a@example.com', password: common }))).toEqual({
        password: 'This password is too common. Please choose one that is harder to guess.',
      });
    }
    expect(registerSchema.safeParse({ email: 'a@example.com', password: 'sea turtle 7' }).success).toBe(true);
    // Signing in still only needs the spec's 6 characters: the rule is about choosing a password.
    expect(loginSchema.safeParse({ email: 'a@example.com', password: '123456' }).success).toBe(true);
  });

  it('takes a client id that is a uuid, and nothing else', () => {
    const id = '7C9E6679-7425-40DE-944B-E07FC1F90AE7';
    expect(registerSchema.parse({ email: 'a@example.com', password: 'sea turtle 7', id }).id).toBe(id.toLowerCase());
    expect(messagesOf(registerSchema.safeParse({ email: 'a@example.com', password: 'sea turtle 7', id: 'contact-1' }))).toEqual({ id: 'The id must be a uuid' });
  });
});

describe("the message form's service choices (spec 000 section 5)", () => {
  it('are the spec values in the spec order, every catalogue service once, then the free consultation', () => {
    expect(contactServices.map((s) => s.value)).toEqual(['dry-needling', 'manual-therapy', 'movement-analysis', 'running-analysis', 'injury-rehabilitation', 'post-op-rehab', 'lymphedema-therapy', 'hand-therapy', 'consultation']);
    expect(new Set(contactServices.map((s) => s.value).slice(0, -1))).toEqual(new Set(serviceSlugs));
    expect(contactServices.at(-1)).toEqual({ value: 'consultation', label: 'Free Consultation' });
  });
});

