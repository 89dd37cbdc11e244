import { hourIn, streams, type EventStore, type Job, type RewardJob, type SessionReward } from '@pt/contracts';
import { handleCommand, readEvent, stableEventId } from '@pt/contracts/core';
import { rewardsDecider } from './decider';

/**
 * Turns a recorded session into rewards on the patient's `rewards-<patientId>` stream, through the
 * rewards decider and optimistic concurrency. The decider's state remembers the sessions it has
 * rewarded, so a job run twice, a worker killed half-way, or a replay never awards twice, and the
 * answer is the same each time. The appended events are named after the session (stable ids).
 */
export function rewardHandler(store: EventStore, timeZone: string) {
  return async (job: Job<RewardJob>): Promise<SessionReward | null> => {
    const { stream, eventId } = job.data;
    const raw = (await store.readStream(stream)).find((e) => e.id === eventId);
    if (!raw) throw new Error(`event ${eventId} not found in ${stream}`);
    const event = readEvent(raw, 'worker:rewards');
    if (!event || event.type !== 'SessionRecorded') return null;
    const { patientId, date, completedExercises, totalMinutes, perfect, demo = false } = event.data;
    const result = await handleCommand(
      store,
      streams.rewards(patientId),
      rewardsDecider,
      { type: 'RewardSession', patientId, sessionEventId: event.id, date, completedExercises, totalMinutes, perfect, demo, hour: hourIn(new Date(event.metadata.at), timeZone) },
      { actor: { kind: 'system', name: 'rewards-worker' }, correlationId: event.metadata.correlationId, causationId: event.id, now: new Date() },
      { eventId: (i) => stableEventId(`reward:${event.id}:${i}`), attempts: 10 },
    );
    return result.state.rewarded.get(event.id) ?? null;
  };
}
