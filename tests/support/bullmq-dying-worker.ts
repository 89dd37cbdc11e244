// A worker process for the job-queue contract: it takes one job, says so, and hangs until it is killed.
import { createBullmqJobQueue } from '@pt/infra';

const [redisUrl, prefix, queueName, timing] = process.argv.slice(2);
if (!redisUrl || !prefix || !queueName || !timing) {
  console.error('usage: bullmq-dying-worker <redisUrl> <prefix> <queue> <lockAndStalledMs>');
  process.exit(2);
}
const queue = createBullmqJobQueue(redisUrl, { prefix, lockDurationMs: Number(timing), stalledIntervalMs: Number(timing) });
queue.process(queueName, async (job) => {
  console.log(`started ${job.id} attempt ${job.attempt}`);
  await new Promise(() => {});
});
console.log('ready');
