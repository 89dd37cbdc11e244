import { hourIn, streams, type EventStore, type Job, type RewardJob, type SessionReward } from '@pt/contracts';
import { handleCommand, readEvent, stableEventIds } from '@pt/contracts/core';
import { rewardSession, rewardsDecider } from './decider';

/**
 * Turns a recorded session into rewards on the patient's `rewards-<patientId>` stream, through the
 * rewards decider and optimistic concurrency. The decider's state remembers the sessions it has
 * rewarded, so a job run twice, a worker killed half-way, or a replay never awards twice, and the
 * answer is the same each time. The appended events are named after the session (stable ids).
 */
export function rewardHandler(store: EventStore, timeZone: string) {
  // A patient's sessions are rewarded one after the other, in the order their jobs read them (the
  // order they were recorded, as the queue hands jobs out in order): taken together, they would
  // meet on the rewards stream and, retried, be decided in any order, each session's streak bonus
  // then counting only the days rewarded before it. Different patients' sessions still run at once.
  const turns = new Map<string, Promise<unknown>>();
  function inTurn<T>(patientId: string, work: () => Promise<T>): Promise<T> {
    const mine = (turns.get(patientId) ?? Promise.resolve()).then(work);
    const settled = mine.catch(() => {});
    turns.set(patientId, settled);
    void settled.then(() => turns.get(patientId) === settled && turns.delete(patientId));
    return mine;
  }

  return async (job: Job<RewardJob>): Promise<SessionReward | null> => {
    const { stream, eventId } = job.data;
    const raw = (await store.readStream(stream)).find((e) => e.id === eventId);
    if (!raw) throw new Error(`event ${eventId} not found in ${stream}`);
    const event = readEvent(raw, 'worker:rewards');
    if (!event || event.type !== 'SessionRecorded') return null;
    const { patientId } = event.data;
    const result = await inTurn(patientId, () => handleCommand(
      store,
      streams.rewards(patientId),
      rewardsDecider,
      rewardSession(event, hourIn(new Date(event.metadata.at), timeZone)),
      { actor: { kind: 'system', name: 'rewards-worker' }, correlationId: event.metadata.correlationId, causationId: event.id, now: new Date() },
      { eventId: stableEventIds(`reward:${event.id}`, event.metadata.at), attempts: 10 },
    ));
    return result.state.rewarded.get(event.id) ?? null;
  };
}
