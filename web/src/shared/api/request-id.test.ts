import { describe, expect, it } from 'vitest';
import { newRequestId, submissionIds } from './request-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('client ids of creating commands', () => {
  it('are random v4 uuids, also where crypto.randomUUID is missing (pages that are not secure)', () => {
    expect(newRequestId()).toMatch(uuid);
    expect(newRequestId()).not.toBe(newRequestId());
    const randomUUID = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
      expect(newRequestId()).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: randomUUID, configurable: true });
    }
  });

  it('stay the same while the same form is sent again, and change with the form or after a success', () => {
    let n = 0;
    const ids = submissionIds(() => `id-${++n}`);
    const form = { name: 'Walt', phone: '321-555-0199' };
    expect(ids.idFor(form)).toBe('id-1');
    // a failure, then the same form again: the first try may have been stored
    expect(ids.idFor({ ...form })).toBe('id-1');
    // the visitor corrected the form: another request
    expect(ids.idFor({ ...form, phone: '321-555-0100' })).toBe('id-2');
    ids.succeeded();
    // the same details again after a success are a new request
    expect(ids.idFor({ ...form, phone: '321-555-0100' })).toBe('id-3');
  });
});
