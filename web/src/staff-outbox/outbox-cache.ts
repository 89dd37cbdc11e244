import { comparePositions, type OutboxAnswer, type OutboxMessage } from '@pt/contracts';

/** The cached outbox: the pages fetched so far, newest first (RTK Query's infinite data). */
export interface OutboxPages {
  pages: OutboxAnswer[];
}

/** Every notice fetched, newest first, each once. */
export function messagesOf(data: OutboxPages | undefined): OutboxMessage[] {
  if (!data) return [];
  if (data.pages.length === 1) return data.pages[0]!.messages;
  const seen = new Set<string>();
  const messages: OutboxMessage[] = [];
  for (const message of data.pages.flatMap((page) => page.messages)) {
    if (seen.has(message.id)) continue;
    seen.add(message.id);
    messages.push(message);
  }
  return messages;
}

/** How many notices the outbox holds (not only those fetched): the first page's count. */
export const totalOf = (data: OutboxPages | undefined): number => data?.pages[0]?.total ?? 0;

/** Whether older notices remain to be fetched. */
export const hasOlderMessages = (data: OutboxPages | undefined): boolean => !!data?.pages.at(-1)?.nextCursor;

/**
 * A live `outbox.changed` message in the cached pages, in place (an immer draft): replaced where it
 * is when newer; a new notice (the newest: it was just written) goes on the first page and is counted.
 * An older or repeated message changes nothing.
 */
export function applyOutboxMessage(data: OutboxPages, message: OutboxMessage): void {
  for (const page of data.pages) {
    const index = page.messages.findIndex((m) => m.id === message.id);
    if (index < 0) continue;
    if (comparePositions(page.messages[index]!.position, message.position) < 0) page.messages[index] = message;
    return;
  }
  const first = data.pages[0];
  if (!first) return;
  first.messages.push(message);
  first.messages.sort((a, b) => b.sentAt.localeCompare(a.sentAt) || comparePositions(b.position, a.position));
  first.total += 1;
}
