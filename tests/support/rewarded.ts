import { comparePositions, queues, type Position } from '@pt/contracts';
import { reactionCheckpoint } from '@pt/contracts/core';
import type { Running } from '@pt/infra';
import { waitFor } from './wait';

/**
 * Waits until every session in the log so far is rewarded: the reaction has made each its job (job id
 * = the session's event id) and the worker has done it. Answers the log's head after the rewards.
 */
export async function allRewarded(running: Running, timeoutMs = 30_000): Promise<Position> {
  const { eventStore, readStore, jobQueue } = running.ports;
  const head = (await eventStore.headPosition())!;
  await waitFor(async () => {
    const checkpoint = await readStore.getCheckpoint(reactionCheckpoint('award-points'));
    return checkpoint !== null && comparePositions(checkpoint, head) >= 0;
  }, timeoutMs, 'the sessions to become reward jobs');
  for (const event of await eventStore.readAll()) {
    if (comparePositions(event.position, head) > 0) break;
    if (event.type === 'SessionRecorded') await jobQueue.waitForResult(queues.rewards, event.id, timeoutMs);
  }
  return (await eventStore.headPosition())!;
}
