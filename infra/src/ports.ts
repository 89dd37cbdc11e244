import path from 'node:path';
import { chmodSync, mkdirSync } from 'node:fs';
import type { CounterStore, EventStore, JobQueue, LiveBus, Mailer, ReadStore } from '@pt/contracts';
import type { Config } from './config';
import { createEsdbEventStore, createSqliteEventStore } from './event-store';
import { createMemoryReadStore, createMongoReadStore, createSqliteReadStore } from './read-store';
import { createBullmqJobQueue, createInProcessJobQueue } from './job-queue';
import { createInProcessLiveBus, createRedisLiveBus } from './live-bus';
import { createOutboxMailer, createSmtpMailer } from './mailer';
import { createRedisCounterStore, createSqliteCounterStore } from './counters';

export interface Ports {
  eventStore: EventStore;
  readStore: ReadStore;
  jobQueue: JobQueue;
  liveBus: LiveBus;
  mailer: Mailer;
  counters: CounterStore;
  /** Which adapter serves each port, for the logs and the health answer. */
  engines: Record<'eventStore' | 'readStore' | 'jobQueue' | 'liveBus' | 'mailer' | 'counters', string>;
  close(): Promise<void>;
}

/** The embedded data directory holds personal data: its owner only. */
function dataDirectory(config: Config): string {
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  chmodSync(config.dataDir, 0o700);
  return config.dataDir;
}

/** Chooses every adapter from the configuration: an unset URL means the embedded one. */
export async function createPorts(config: Config): Promise<Ports> {
  const embedded = (file: string) => path.join(dataDirectory(config), file);
  const eventStore = config.eventStoreUrl ? createEsdbEventStore(config.eventStoreUrl) : createSqliteEventStore(embedded('events.db'));
  const readStore = config.mongoUrl
    ? await createMongoReadStore(config.mongoUrl, config.mongoDb)
    : config.embeddedReadStore === 'memory'
      ? createMemoryReadStore()
      : createSqliteReadStore(embedded('read-models.db'));
  const jobQueue = config.redisUrl ? createBullmqJobQueue(config.redisUrl) : createInProcessJobQueue();
  const liveBus = config.redisUrl ? createRedisLiveBus(config.redisUrl) : createInProcessLiveBus();
  const counters = config.redisUrl ? createRedisCounterStore(config.redisUrl) : createSqliteCounterStore(embedded('counters.db'));
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer();
  return {
    eventStore,
    readStore,
    jobQueue,
    liveBus,
    mailer,
    counters,
    engines: {
      eventStore: config.eventStoreUrl ? 'eventstoredb' : 'sqlite',
      readStore: config.mongoUrl ? 'mongodb' : config.embeddedReadStore,
      jobQueue: config.redisUrl ? 'bullmq' : 'in-process',
      liveBus: config.redisUrl ? 'redis' : 'in-process',
      mailer: mailer.channel,
      counters: config.redisUrl ? 'redis' : 'sqlite',
    },
    async close() {
      await jobQueue.close();
      await liveBus.close();
      await counters.close();
      await readStore.close();
      await eventStore.close();
    },
  };
}
