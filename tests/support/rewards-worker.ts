// A rewards worker in a process of its own, for the exactly-once tests: it takes jobs from BullMQ,
// slowed down between reading and writing so that a kill often lands in the middle of one.
import { queues, type EventStore, type RewardJob } from '@pt/contracts';
import { createBullmqJobQueue, createSqliteEventStore } from '@pt/infra';
import { rewardHandler } from '@pt/worker';

const [redisUrl, prefix, eventsFile, lockMs] = process.argv.slice(2);
if (!redisUrl || !prefix || !eventsFile || !lockMs) {
  console.error('usage: rewards-worker <redisUrl> <prefix> <events.db> <lockAndStalledMs>');
  process.exit(2);
}
const store = createSqliteEventStore(eventsFile);
const slow: EventStore = {
  ...store,
  append: async (...args) => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return store.append(...args);
  },
};
const queue = createBullmqJobQueue(redisUrl, { prefix, lockDurationMs: Number(lockMs), stalledIntervalMs: Number(lockMs) });
const reward = rewardHandler(slow, 'America/New_York');
queue.process<RewardJob>(queues.rewards, async (job) => {
  console.log(`started ${job.id}`);
  const result = await reward(job);
  console.log(`rewarded ${job.id}`);
  return result;
}, { concurrency: 4 });
console.log('ready');
