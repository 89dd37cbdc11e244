import path from 'node:path';
import { chmodSync, mkdirSync } from 'node:fs';
import type { CounterStore, EventStore, JobQueue, LiveBus, Mailer, ReadStore } from '@pt/contracts';
import type { Config } from './config';
// The embedded adapters are loaded with the server; a server's client (EventStoreDB, MongoDB, BullMQ
// and Redis, SMTP) only when configured: they are most of the modules a start would otherwise load.
import { createSqliteEventStore } from './event-store/sqlite';
import { createSqliteReadStore } from './read-store/sqlite';
import { createInProcessJobQueue } from './job-queue/in-process';
import { createInProcessLiveBus } from './live-bus/in-process';
import { createOutboxMailer } from './mailer/outbox';
import { createSqliteCounterStore } from './counters/sqlite';

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
  const { eventStoreUrl, mongoUrl, redisUrl, smtpUrl } = config;
  const eventStore = eventStoreUrl
    ? (await import('./event-store/esdb')).createEsdbEventStore(eventStoreUrl)
    : createSqliteEventStore(embedded('events.db'));
  const readStore = mongoUrl
    ? await (await import('./read-store/mongo')).createMongoReadStore(mongoUrl, config.mongoDb)
    : config.embeddedReadStore === 'memory'
      ? // The memory store's query engine (mingo, ~100 modules) is loaded only when it is chosen.
        (await import('./read-store/memory')).createMemoryReadStore()
      : createSqliteReadStore(embedded('read-models.db'));
  // Each adapter's own prefix (BullMQ's `bull`, `pt:limits:`, socket.io's) behind the deployment's.
  const redisKey = (key: string) => (config.redisPrefix ? `${config.redisPrefix}:${key}` : key);
  const jobQueue = redisUrl ? (await import('./job-queue/bullmq')).createBullmqJobQueue(redisUrl, { prefix: redisKey('bull') }) : createInProcessJobQueue();
  const liveBus = redisUrl ? (await import('./live-bus/redis')).createRedisLiveBus(redisUrl, { key: redisKey('socket.io') }) : createInProcessLiveBus();
  const counters = redisUrl
    ? (await import('./counters/redis')).createRedisCounterStore(redisUrl, { prefix: redisKey('pt:limits:') })
    : createSqliteCounterStore(embedded('counters.db'));
  const mailer = smtpUrl ? (await import('./mailer/smtp')).createSmtpMailer(smtpUrl, config.mailFrom) : createOutboxMailer();
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
