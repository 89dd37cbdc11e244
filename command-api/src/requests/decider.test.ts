import { describe, expect, it } from 'vitest';
import { spec } from '@pt/contracts/core';
import { requestDecider } from './decider';

const message = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '3215550100', service: '', message: '', consent: true as const };
const submitted = { type: 'ContactMessageSubmitted' as const, data: message };
const request = { name: 'Bo', phone: '3215550100', reason: 'Knee pain for weeks', preferredTime: 'morning' as const };
const requested = { type: 'CallbackRequested' as const, data: request };
const handled = { type: 'RequestStatusChanged' as const, data: { status: 'handled' as const } };

describe('a visitor request', () => {
  it('is received once', () => {
    expect(spec(requestDecider).given([]).when({ type: 'SubmitContactMessage', message })).toEqual([submitted]);
    expect(spec(requestDecider).given([submitted]).rejects({ type: 'SubmitContactMessage', message })).toMatchObject({ code: 'already-exists' });
  });

  it('is marked handled, and reopened', () => {
    expect(spec(requestDecider).given([submitted]).when({ type: 'ChangeRequestStatus', status: 'handled' })).toEqual([handled]);
    expect(spec(requestDecider).given([submitted, handled]).when({ type: 'ChangeRequestStatus', status: 'new' })).toEqual([
      { type: 'RequestStatusChanged', data: { status: 'new' } },
    ]);
  });

  it('appends nothing when the status does not change', () => {
    expect(spec(requestDecider).given([submitted]).when({ type: 'ChangeRequestStatus', status: 'new' })).toEqual([]);
  });

  it('cannot change the status of a request that does not exist', () => {
    expect(spec(requestDecider).given([]).rejects({ type: 'ChangeRequestStatus', status: 'handled' })).toMatchObject({ code: 'not-found' });
  });

  it('takes a callback request once', () => {
    expect(spec(requestDecider).given([]).when({ type: 'RequestCallback', request })).toEqual([requested]);
    expect(spec(requestDecider).given([requested]).rejects({ type: 'RequestCallback', request })).toMatchObject({ code: 'already-exists' });
  });
});
