import type { EventData, EventOf } from '@pt/contracts';
import { alreadyExists, type Decider } from '@pt/contracts/core';

/** Which of a patient's achievements they have seen: stream `rewardsSeen-<patientId>`. */
export type SeenEvent = EventOf<'AchievementsSeen'>;

export const seenDecider: Decider<Set<string>, { type: 'MarkSeen'; patientId: string; achievementIds: string[] }, SeenEvent> = {
  events: ['AchievementsSeen'],
  initialState: () => new Set(),
  evolve: (seen, event) => new Set([...seen, ...event.data.achievementIds]),
  decide(command, seen) {
    const fresh = command.achievementIds.filter((id) => !seen.has(id));
    return fresh.length ? [{ type: 'AchievementsSeen', data: { patientId: command.patientId, achievementIds: fresh } }] : [];
  },
};

/** A session the Demo Mode card simulates (demo data only): stream `demoSession-<id>`. */
export const demoSessionDecider: Decider<{ recorded: boolean }, { type: 'SimulateSession'; session: EventData<'SessionRecorded'> }, EventOf<'SessionRecorded'>> = {
  events: ['SessionRecorded'],
  initialState: () => ({ recorded: false }),
  evolve: () => ({ recorded: true }),
  decide(command, state) {
    if (state.recorded) throw alreadyExists('This session was already recorded.');
    return [{ type: 'SessionRecorded', data: command.session }];
  },
};
