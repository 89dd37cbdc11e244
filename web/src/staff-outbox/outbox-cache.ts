import { comparePositions, type OutboxMessage } from '@pt/contracts';

/**
 * A live `outbox.changed` message in the cached list: added when new, replaced when newer, newest
 * first; an older or repeated message changes nothing.
 */
export function applyOutboxMessage(messages: OutboxMessage[], message: OutboxMessage): void {
  const index = messages.findIndex((m) => m.id === message.id);
  if (index >= 0) {
    if (comparePositions(messages[index]!.position, message.position) < 0) messages[index] = message;
    return;
  }
  messages.push(message);
  messages.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || comparePositions(b.position, a.position));
}
