import type { ConversationFilter, ConversationSummary, ConversationsAnswer, MessageSide } from '@pt/contracts';
import { isAfter } from '../shared/live/positions';

/** The cached list of one filter: the pages fetched so far, newest activity first. */
export interface ConversationPages {
  pages: Pick<ConversationsAnswer, 'data' | 'nextBefore'>[];
}

/** The server's order: the latest message first, then the id. */
export const comesBefore = (a: ConversationSummary, b: ConversationSummary) => a.lastMessageAt > b.lastMessageAt || (a.lastMessageAt === b.lastMessageAt && a.id > b.id);

/** Every conversation fetched, in order, each once. */
export function conversationsOf(data: ConversationPages): ConversationSummary[] {
  const seen = new Set<string>();
  return data.pages.flatMap((page) => page.data).filter((c) => !seen.has(c.id) && seen.add(c.id));
}

/** What is unread for the one looking: the practice's messages for a patient, the patient's for staff. */
export const unreadFor = (side: MessageSide, conversation: Pick<ConversationSummary, 'unreadForPatient' | 'unreadForPractice'>) =>
  side === 'patient' ? conversation.unreadForPatient : conversation.unreadForPractice;

export const belongsIn = (filter: ConversationFilter, side: MessageSide, conversation: ConversationSummary) => filter === 'all' || unreadFor(side, conversation) > 0;

/**
 * Applies a live summary to one filter's cached pages, in place (an immer draft): a newer copy takes
 * the old one's place in the list's order (or leaves a filter it no longer belongs in); a conversation
 * not fetched yet goes in where it belongs, unless that is past the last page fetched while older
 * pages remain (it comes with them). Answers whether anything changed.
 */
export function applyConversationChange(data: ConversationPages, incoming: ConversationSummary, position: string, filter: ConversationFilter, side: MessageSide): boolean {
  let found: ConversationSummary | undefined;
  for (const page of data.pages) found ??= page.data.find((c) => c.id === incoming.id);
  if (found && !isAfter(position, found.position)) return false;
  for (const page of data.pages) {
    const at = page.data.findIndex((c) => c.id === incoming.id);
    if (at >= 0) page.data.splice(at, 1);
  }
  if (!belongsIn(filter, side, incoming)) return found !== undefined;
  const stored = { ...incoming, position: isAfter(position, incoming.position) ? position : incoming.position };
  for (const [index, page] of data.pages.entries()) {
    const at = page.data.findIndex((c) => comesBefore(stored, c));
    if (at >= 0) {
      page.data.splice(at, 0, stored);
      return true;
    }
    const last = index === data.pages.length - 1;
    if (last && !page.nextBefore) {
      page.data.push(stored);
      return true;
    }
  }
  return found !== undefined;
}
