import { describe, expect, it } from 'vitest';
import type { InboxItem, LivePayload } from '@pt/contracts';
import type { AppDispatch } from '../redux';
import { createLiveRegistry } from './live-registry';

const inboxChanged = { type: 'inbox.changed', position: '7', data: { item: { id: 'a' } as InboxItem } } satisfies LivePayload;
const outboxChanged = { type: 'outbox.changed', position: '8', data: { message: {} } } as LivePayload;

function recordingDispatch() {
  const dispatched: unknown[] = [];
  return { dispatched, dispatch: ((action: unknown) => dispatched.push(action)) as unknown as AppDispatch };
}

describe('the live-message registry', () => {
  it('hands each message to the handlers of its type only, and says whether anyone handles it', () => {
    const registry = createLiveRegistry();
    const seen: string[] = [];
    registry.registerLiveHandler('inbox.changed', (message) => seen.push(`inbox ${message.data.item.id}`));
    const { dispatch } = recordingDispatch();
    expect(registry.deliver(inboxChanged, dispatch)).toBe(true);
    expect(registry.deliver(outboxChanged, dispatch)).toBe(false);
    expect(seen).toEqual(['inbox a']);
  });

  it('registers a handler once, however often a feature registers it', () => {
    const registry = createLiveRegistry();
    let calls = 0;
    const handler = () => void calls++;
    registry.registerLiveHandler('inbox.changed', handler);
    registry.registerLiveHandler('inbox.changed', handler);
    registry.deliver(inboxChanged, recordingDispatch().dispatch);
    expect(calls).toBe(1);
  });

  it('dispatches what every feature registered after each (re)connection, each action once', () => {
    const registry = createLiveRegistry();
    registry.invalidateOnReconnect({ type: 'api/invalidateTags', payload: ['Inbox'] });
    registry.invalidateOnReconnect({ type: 'api/invalidateTags', payload: ['Inbox'] });
    registry.invalidateOnReconnect({ type: 'api/invalidateTags', payload: ['Reports'] });
    const { dispatch, dispatched } = recordingDispatch();
    registry.reconnected(dispatch);
    registry.reconnected(dispatch);
    expect(dispatched).toEqual([
      { type: 'api/invalidateTags', payload: ['Inbox'] },
      { type: 'api/invalidateTags', payload: ['Reports'] },
      { type: 'api/invalidateTags', payload: ['Inbox'] },
      { type: 'api/invalidateTags', payload: ['Reports'] },
    ]);
  });
});
