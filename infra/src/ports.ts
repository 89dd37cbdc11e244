import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { EventStore, JobQueue, LiveBus, Mailer, ReadStore } from '@pt/contracts';
import type { Config } from './config';
import { createEsdbEventStore, createSqliteEventStore } from './event-store';
import { createMemoryReadStore, createMongoReadStore } from './read-store';
import { createBullmqJobQueue, createInProcessJobQueue } from './job-queue';
import { createInProcessLiveBus, createRedisLiveBus } from './live-bus';
import { createOutboxMailer, createSmtpMailer } from './mailer';

export interface Ports {
  eventStore: EventStore;
  readStore: ReadStore;
  jobQueue: JobQueue;
  liveBus: LiveBus;
  mailer: Mailer;
  /** Which adapter serves each port, for the logs and the health answer. */
  engines: Record<'eventStore' | 'readStore' | 'jobQueue' | 'liveBus' | 'mailer', string>;
  close(): Promise<void>;
}

/** Chooses every adapter from the configuration: an unset URL means the embedded one. */
export async function createPorts(config: Config): Promise<Ports> {
  let eventStore: EventStore;
  if (config.eventStoreUrl) {
    eventStore = createEsdbEventStore(config.eventStoreUrl);
  } else {
    mkdirSync(config.dataDir, { recursive: true });
    eventStore = createSqliteEventStore(path.join(config.dataDir, 'events.db'));
  }
  const readStore = config.mongoUrl ? await createMongoReadStore(config.mongoUrl, config.mongoDb) : createMemoryReadStore();
  const jobQueue = config.redisUrl ? createBullmqJobQueue(config.redisUrl) : createInProcessJobQueue();
  const liveBus = config.redisUrl ? createRedisLiveBus(config.redisUrl) : createInProcessLiveBus();
  const mailer = config.smtpUrl ? createSmtpMailer(config.smtpUrl, config.mailFrom) : createOutboxMailer();
  return {
    eventStore,
    readStore,
    jobQueue,
    liveBus,
    mailer,
    engines: {
      eventStore: config.eventStoreUrl ? 'eventstoredb' : 'sqlite',
      readStore: config.mongoUrl ? 'mongodb' : 'memory',
      jobQueue: config.redisUrl ? 'bullmq' : 'in-process',
      liveBus: config.redisUrl ? 'redis' : 'in-process',
      mailer: mailer.channel,
    },
    async close() {
      await jobQueue.close();
      await liveBus.close();
      await readStore.close();
      await eventStore.close();
    },
  };
}
