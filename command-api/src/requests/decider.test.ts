import { describe, expect, it } from 'vitest';
import type { DomainEvent, NewEvent } from '@pt/contracts';
import { CommandRejected } from '../core/decider';
import { requestDecider, type RequestCommand } from './decider';

const meta = { actor: { kind: 'system' as const, name: 'test' }, correlationId: 'c', causationId: 'c', at: '2026-11-22T10:00:00.000Z', schema: 1 };
const recorded = (events: NewEvent[]): DomainEvent[] =>
  events.map((e, i) => ({ ...e, id: `e${i}`, stream: 'contact-1', revision: i, position: String(i + 1), metadata: meta }) as DomainEvent);

/** Given these events, when this command, then these events. */
function given(events: NewEvent[]) {
  const state = recorded(events).reduce(requestDecider.evolve, requestDecider.initialState());
  return { when: (command: RequestCommand) => () => requestDecider.decide(command, state) };
}

const message = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '3215550100', service: '', message: '', consent: true as const };
const submitted: NewEvent = { type: 'ContactMessageSubmitted', data: message };

describe('a visitor request', () => {
  it('is received once', () => {
    expect(given([]).when({ type: 'SubmitContactMessage', message })()).toEqual([submitted]);
    expect(given([submitted]).when({ type: 'SubmitContactMessage', message })).toThrow(CommandRejected);
  });

  it('is marked handled, and reopened', () => {
    expect(given([submitted]).when({ type: 'ChangeRequestStatus', status: 'handled' })()).toEqual([
      { type: 'RequestStatusChanged', data: { status: 'handled' } },
    ]);
    const handled: NewEvent = { type: 'RequestStatusChanged', data: { status: 'handled' } };
    expect(given([submitted, handled]).when({ type: 'ChangeRequestStatus', status: 'new' })()).toEqual([
      { type: 'RequestStatusChanged', data: { status: 'new' } },
    ]);
  });

  it('appends nothing when the status does not change', () => {
    expect(given([submitted]).when({ type: 'ChangeRequestStatus', status: 'new' })()).toEqual([]);
  });

  it('cannot change the status of a request that does not exist', () => {
    const rejection = (() => {
      try {
        given([]).when({ type: 'ChangeRequestStatus', status: 'handled' })();
      } catch (error) {
        return error;
      }
    })();
    expect(rejection).toBeInstanceOf(CommandRejected);
    expect((rejection as CommandRejected).status).toBe(404);
  });

  it('takes a callback request once', () => {
    const request = { name: 'Bo', phone: '3215550100', reason: 'Knee pain for weeks', preferredTime: 'morning' as const };
    const requested: NewEvent = { type: 'CallbackRequested', data: request };
    expect(given([]).when({ type: 'RequestCallback', request })()).toEqual([requested]);
    expect(given([requested]).when({ type: 'RequestCallback', request })).toThrow(CommandRejected);
  });
});
