import type { Role } from '@pt/contracts';
import { conversationsOf } from './conversation-cache';
import { useConversationsInfiniteQuery } from './messagesEndpoints';

/**
 * How many conversations hold messages the signed-in user has not read ("50+" past the first page),
 * or null while unknown (not loaded, failed, or a patient with no record yet). Live messages keep it
 * current (the unread list is patched like any other).
 */
export function useUnreadConversations(role: Role): string | null {
  const { data } = useConversationsInfiniteQuery('unread', { skip: role === 'auditor' });
  if (!data) return null;
  const count = conversationsOf(data).length;
  if (count === 0) return null;
  return data.pages.at(-1)?.nextBefore ? `${count}+` : String(count);
}
