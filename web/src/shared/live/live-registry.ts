import type { UnknownAction } from '@reduxjs/toolkit';
import type { LivePayload } from '@pt/contracts';
import type { AppDispatch } from '../redux';

/**
 * Which feature handles which live message. Each feature registers its handlers and what it
 * refetches after a (re)connection; the live connection (LiveProvider) dispatches to them. A
 * message no feature registered for is ignored: no screen shows that read model.
 */
export type LiveMessageType = LivePayload['type'];
export type LiveMessage<T extends LiveMessageType> = Extract<LivePayload, { type: T }>;
export type LiveHandler<T extends LiveMessageType> = (message: LiveMessage<T>, dispatch: AppDispatch) => void;

export interface LiveRegistry {
  /** `handler` receives every live message of `type`. Registering the same handler again changes nothing. */
  registerLiveHandler<T extends LiveMessageType>(type: T, handler: LiveHandler<T>): void;
  /** Dispatched after every (re)connection: typically `someApi.util.invalidateTags([...])` for what messages may have been missed. */
  invalidateOnReconnect(action: UnknownAction): void;
  /** Hands a message to its handlers; answers whether any feature handles it. */
  deliver(message: LivePayload, dispatch: AppDispatch): boolean;
  /** After a (re)connection: refetch what every feature registered. */
  reconnected(dispatch: AppDispatch): void;
}

export function createLiveRegistry(): LiveRegistry {
  const handlers = new Map<LiveMessageType, Set<(message: LivePayload, dispatch: AppDispatch) => void>>();
  // Keyed by content: the same action registered twice is dispatched once.
  const onReconnect = new Map<string, UnknownAction>();
  return {
    registerLiveHandler(type, handler) {
      const forType = handlers.get(type) ?? new Set();
      // The map is keyed by type, so a handler only ever receives messages of its own type.
      forType.add(handler as (message: LivePayload, dispatch: AppDispatch) => void);
      handlers.set(type, forType);
    },
    invalidateOnReconnect(action) {
      onReconnect.set(JSON.stringify(action), action);
    },
    deliver(message, dispatch) {
      const forType = handlers.get(message.type);
      for (const handler of forType ?? []) handler(message, dispatch);
      return !!forType?.size;
    },
    reconnected(dispatch) {
      for (const action of onReconnect.values()) dispatch(action);
    },
  };
}

/** The registry of the app: features register here (see app/live-updates.ts). */
export const liveRegistry = createLiveRegistry();
export const { registerLiveHandler, invalidateOnReconnect } = liveRegistry;
