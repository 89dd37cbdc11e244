import type { ExerciseSession } from '@pt/contracts';

/** Newest first: the day, then the moment it was recorded, then the id (the server's order). */
const orderKey = (session: ExerciseSession) => `${session.sessionDate}|${session.createdAt}|${session.id}`;

/**
 * The History tab's sessions: the live first page, then every older one read so far. A session the
 * first page no longer holds (a newer one pushed it onto the next page) stays in the list, and the
 * first page's copy of a session wins over an older read of it.
 */
export function historyOf(firstPage: readonly ExerciseSession[], readBefore: readonly ExerciseSession[]): ExerciseSession[] {
  const byId = new Map<string, ExerciseSession>();
  for (const session of readBefore) byId.set(session.id, session);
  for (const session of firstPage) byId.set(session.id, session);
  return [...byId.values()].sort((a, b) => (orderKey(a) < orderKey(b) ? 1 : orderKey(a) > orderKey(b) ? -1 : 0));
}
