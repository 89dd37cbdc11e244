import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JobFailedError, JobLostError, JobTimeoutError, type Job, type JobQueue } from '@pt/contracts';
import { createBullmqJobQueue, createInProcessJobQueue, keepCompletedCount } from '@pt/infra';
import { deferred, eventually, sleep, waitFor } from '../support/wait';
import { redisCommand, startRedis, useRedis } from '../support/redis';

interface Subject {
  queue: JobQueue;
  /** Starts a worker on `name` that takes one job and dies before finishing it. */
  dieMidJob(name: string): Promise<void>;
}

/** The short "nothing else happens" wait. */
const quietMs = 300;

function jobQueueContract(open: () => Promise<Subject>) {
  let subject: Subject;
  let queue: JobQueue;
  let names = 0;
  const queueName = () => `notifications${++names}`;

  afterEach(async () => {
    await queue?.close();
  });
  const fresh = async () => {
    subject = await open();
    queue = subject.queue;
  };

  it('runs a job id once: a second enqueue with the same id is ignored, before and after it ran', async () => {
    await fresh();
    const name = queueName();
    const seen: Array<{ id: string; data: unknown }> = [];
    queue.process<{ n: number }>(name, async (job) => {
      seen.push({ id: job.id, data: job.data });
      return { n: job.data.n };
    });
    await queue.enqueue(name, 'event-1', { n: 1 });
    await queue.enqueue(name, 'event-1', { n: 2 });
    expect(await queue.waitForResult(name, 'event-1', 10_000)).toEqual({ n: 1 });
    await queue.enqueue(name, 'event-1', { n: 3 });
    // FIFO with one worker: once the next job is done, a duplicate queued before it would have run.
    await queue.enqueue(name, 'event-2', { n: 4 });
    expect(await queue.waitForResult(name, 'event-2', 10_000)).toEqual({ n: 4 });
    expect(seen).toEqual([
      { id: 'event-1', data: { n: 1 } },
      { id: 'event-2', data: { n: 4 } },
    ]);
  });

  it('keeps ids that BullMQ would refuse as they are', async () => {
    await fresh();
    const name = queueName();
    const ids: string[] = [];
    queue.process(name, async (job) => ids.push(job.id));
    for (const id of ['user:42', '42', '~x']) await queue.enqueue(name, id, {});
    for (const id of ['user:42', '42', '~x']) await queue.waitForResult(name, id, 10_000);
    expect(ids).toEqual(['user:42', '42', '~x']);
  });

  it('hands out data and results as JSON copies', async () => {
    await fresh();
    const name = queueName();
    const data = { patientId: 'p1', at: new Date(0), tags: ['knee'] };
    queue.process<typeof data>(name, async (job) => {
      job.data.tags.push('changed by a first run');
      if (job.attempt === 1) throw new Error('retry');
      return job.data;
    });
    const silent = queueName();
    queue.process(silent, async () => undefined);
    await queue.enqueue(name, 'copy', data, { backoffMs: 10 });
    data.tags.push('changed by the caller');
    expect(await queue.waitForResult(name, 'copy', 10_000)).toEqual({
      patientId: 'p1',
      at: '1970-01-01T00:00:00.000Z',
      tags: ['knee', 'changed by a first run'],
    });
    await queue.enqueue(silent, 'nothing', {});
    expect(await queue.waitForResult(silent, 'nothing', 10_000)).toBeNull();
  });

  it('retries a failing job with exponential backoff until it succeeds', async () => {
    await fresh();
    const name = queueName();
    const runs: Array<{ attempt: number; at: number }> = [];
    // Waiting before the job exists works too.
    const result = queue.waitForResult(name, 'award-points', 15_000);
    queue.process<{ points: number }>(name, async (job: Job<{ points: number }>) => {
      runs.push({ attempt: job.attempt, at: Date.now() });
      if (job.attempt < 3) throw new Error(`flaky ${job.attempt}`);
      return { awarded: job.data.points };
    });
    await queue.enqueue(name, 'award-points', { points: 10 }, { attempts: 5, backoffMs: 100 });
    expect(await result).toEqual({ awarded: 10 });
    expect(runs.map((run) => run.attempt)).toEqual([1, 2, 3]);
    const [first, second, third] = runs.map((run) => run.at);
    expect(second! - first!).toBeGreaterThanOrEqual(90);
    expect(third! - second!).toBeGreaterThanOrEqual(180);
  });

  it('fails for good when its attempts run out, whether waited for before or after', async () => {
    await fresh();
    const name = queueName();
    const attempts: number[] = [];
    queue.process(name, async (job) => {
      attempts.push(job.attempt);
      throw new Error('mail server refused');
    });
    const before = queue.waitForResult(name, 'send-mail', 15_000);
    await queue.enqueue(name, 'send-mail', {}, { attempts: 3, backoffMs: 10 });
    await expect(before).rejects.toBeInstanceOf(JobFailedError);
    await expect(before).rejects.toThrow(/mail server refused/);
    await expect(queue.waitForResult(name, 'send-mail', 5_000)).rejects.toBeInstanceOf(JobFailedError);
    expect(attempts).toEqual([1, 2, 3]);
  });

  it('gives up waiting with JobTimeoutError, and the job still finishes', async () => {
    await fresh();
    const name = queueName();
    const release = deferred();
    queue.process(name, async () => {
      await release.promise;
      return 'done';
    });
    await queue.enqueue(name, 'slow', {});
    const started = Date.now();
    const error = await queue.waitForResult(name, 'slow', 300).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(JobTimeoutError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    await expect(queue.waitForResult(name, 'never-enqueued', 100)).rejects.toBeInstanceOf(JobTimeoutError);
    release.resolve();
    expect(await queue.waitForResult(name, 'slow', 10_000)).toBe('done');
  });

  it('runs at most `concurrency` jobs of a worker at once', async () => {
    await fresh();
    const name = queueName();
    const release = deferred();
    let running = 0;
    let most = 0;
    let started = 0;
    queue.process(
      name,
      async () => {
        started += 1;
        most = Math.max(most, ++running);
        await release.promise;
        running -= 1;
      },
      { concurrency: 2 },
    );
    const ids = ['j1', 'j2', 'j3', 'j4', 'j5'];
    for (const id of ids) await queue.enqueue(name, id, {});
    await eventually(() => running === 2, 'two jobs running');
    await sleep(quietMs);
    expect(started).toBe(2);
    release.resolve();
    for (const id of ids) await queue.waitForResult(name, id, 10_000);
    expect(started).toBe(5);
    expect(most).toBe(2);
  });

  it('a close ends the waits for results still running, with an error, and leaves nothing running', async () => {
    await fresh();
    const name = queueName();
    await queue.enqueue(name, 'never-run', {});
    // No worker: only the close can end this wait before its minute.
    const waiting = queue.waitForResult(name, 'never-run', 60_000).catch((error: unknown) => error);
    await queue.close();
    expect(await waiting).toBeInstanceOf(Error);
    await expect(queue.waitForResult(name, 'never-run', 60_000)).rejects.toThrow(/closed/);
  });

  it('a closed worker takes no more jobs', async () => {
    await fresh();
    const name = queueName();
    const seen: string[] = [];
    const worker = queue.process(name, async (job) => seen.push(job.id));
    await queue.enqueue(name, 'first', {});
    await queue.waitForResult(name, 'first', 10_000);
    await worker.close();
    await queue.enqueue(name, 'second', {});
    await sleep(quietMs);
    expect(seen).toEqual(['first']);
    queue.process(name, async (job) => seen.push(job.id));
    await queue.waitForResult(name, 'second', 10_000);
    expect(seen).toEqual(['first', 'second']);
  });

  it('runs again a job whose worker died before finishing it', async () => {
    await fresh();
    const name = queueName();
    await queue.enqueue(name, 'unlock-achievement', { patient: 'p1' });
    await subject.dieMidJob(name);
    queue.process<{ patient: string }>(name, async (job) => ({ patient: job.data.patient, attempt: job.attempt }));
    expect(await queue.waitForResult(name, 'unlock-achievement', 20_000)).toEqual({ patient: 'p1', attempt: 2 });
  });
}

describe('in-process adapter', () => {
  jobQueueContract(async () => {
    const queue = createInProcessJobQueue();
    return {
      queue,
      async dieMidJob(name) {
        const started = deferred();
        const worker = queue.process(name, () => {
          started.resolve();
          return new Promise(() => {});
        });
        await started.promise;
        await worker.close();
      },
    };
  });

  it('remembers only the newest finished jobs, as BullMQ keeps them, so a backlog does not stay in memory', async () => {
    const queue = createInProcessJobQueue();
    try {
      let runs = 0;
      queue.process('backlog', async () => void runs++, { concurrency: 50 });
      const total = keepCompletedCount + 500;
      for (let i = 0; i < total; i++) await queue.enqueue('backlog', `job-${i}`, { i });
      await eventually(() => runs === total, 'the backlog to run', 30_000);
      // The oldest were forgotten: the same id runs again. The newest are still known: not again.
      await queue.enqueue('backlog', 'job-0', { i: 0 });
      await queue.enqueue('backlog', `job-${total - 1}`, { i: total - 1 });
      await eventually(() => runs === total + 1, 'the forgotten job to run again');
      await sleep(quietMs);
      expect(runs).toBe(total + 1);
      expect(await queue.waitForResult('backlog', `job-${total - 1}`, 1000)).toBeNull();
    } finally {
      await queue.close();
    }
  });
});

describe('BullMQ adapter', () => {
  // Short locks so a dead worker's job is noticed within seconds.
  const stalledMs = 1000;
  const redis = useRedis();

  jobQueueContract(async () => {
    const prefix = `test-${randomUUID()}`;
    const queue = createBullmqJobQueue(redis.url, { prefix, lockDurationMs: stalledMs, stalledIntervalMs: stalledMs });
    return { queue, dieMidJob: (name) => dieInChildProcess(redis.url, prefix, name, stalledMs) };
  });

  it('says a job is lost when Redis forgot it (restarted without its data)', async () => {
    const own = await startRedis({ ownServer: true });
    const queue = createBullmqJobQueue(own.url, { prefix: `lost-${randomUUID()}` });
    try {
      await queue.enqueue('forgotten', 'job-1', {});
      const waiting = queue.waitForResult('forgotten', 'job-1', 20_000).catch((error: unknown) => error);
      await redisCommand(own.url, 'FLUSHALL');
      expect(await waiting).toBeInstanceOf(JobLostError);
    } finally {
      await queue.close();
      await own.stop();
    }
  });

  it('refuses an enqueue at once while Redis is gone (its caller tries again later), and closes within seconds', async () => {
    const own = await startRedis({ ownServer: true });
    const queue = createBullmqJobQueue(own.url, { prefix: `gone-${randomUUID()}`, onError: () => {} });
    const worker = queue.process('gone', async () => 'done');
    try {
      await queue.enqueue('gone', 'job-1', {});
      await own.kill();
      const refused = await waitFor(() => queue.enqueue('gone', 'job-2', {}).then(() => null, (error: unknown) => error), 5000, 'a refusal');
      expect(refused).toBeInstanceOf(Error);
      const started = performance.now();
      await worker.close();
      await queue.close();
      expect(performance.now() - started).toBeLessThan(5000);
    } finally {
      await own.stop();
    }
  });
});

/**
 * A worker in another process takes the job and is killed with SIGKILL while it runs. tsx runs the
 * script in a child node process of its own, so the whole process group is killed.
 */
async function dieInChildProcess(redisUrl: string, prefix: string, name: string, stalledMs: number): Promise<void> {
  const script = fileURLToPath(new URL('../support/bullmq-dying-worker.ts', import.meta.url));
  const tsx = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
  const child = spawn(tsx, [script, redisUrl, prefix, name, String(stalledMs)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    await eventually(() => output.includes('attempt 1') || child.exitCode !== null, 'the child worker to take the job', 20_000);
    expect(output).toContain('started unlock-achievement attempt 1');
  } finally {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    await exited;
  }
}
