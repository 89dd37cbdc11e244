import { afterLatestWrite } from '../shared/api/read-your-writes';
import { isAfter } from '../shared/live/positions';

/**
 * The newest log position a rewards live message announced. A read the message triggers asks
 * for `?after=` it (or this tab's latest write, if newer), so the answer already holds the change
 * the message announced even when another read model's checkpoint is a little behind.
 */
let latestLive: string | null = null;

export function noteLivePosition(position: string): void {
  if (latestLive === null || isAfter(position, latestLive)) latestLive = position;
}

export function afterRewardsChange(): { after?: string } {
  const written = afterLatestWrite().after;
  if (!latestLive) return written ? { after: written } : {};
  if (!written) return { after: latestLive };
  return { after: isAfter(written, latestLive) ? written : latestLive };
}
