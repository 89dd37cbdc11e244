import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppDispatch } from '../redux';

/**
 * After a live change patched a cached read: if that read is on its way (refetching), its answer may
 * have been read before the change and will replace the patch as it lands, so the read is invalidated
 * too. RTK Query's default `invalidationBehavior: 'delayed'` holds the invalidation until the reads on
 * their way have landed, then reads it again: the change shows, at the cost of one more read, and only
 * when a change and a read crossed. (The paged lists, which would read every page again, and the
 * patient dialog's reads apply the changes heard meanwhile afresh instead: changes-during-fetch.ts.)
 */
export function readAgainIfOnItsWay(dispatch: AppDispatch, entry: { status: string }, invalidate: UnknownAction): void {
  if (entry.status === 'pending') dispatch(invalidate);
}
