import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { comparePositions, practice, type ReadStore } from '@pt/contracts';
import { firstCollection, readModelRegistry, reactionCheckpoint, unreadableEvents, type ReadModelEntry } from '@pt/contracts/core';
import { start as startApi, createAccounts, demoAccounts, ensureAccount, seedDemo, seedDemoHistory, type RunningApi } from '@pt/command-api';
import { projections, reactions, start as startProjector, type RunningProjector } from '@pt/projector';
import { start as startWorker } from '@pt/worker';
import { loadConfig } from './config';
import { createPorts, type Ports } from './ports';

export interface Running {
  config: ReturnType<typeof loadConfig>;
  ports: Ports;
  api?: RunningApi;
  projector?: RunningProjector;
  stop(): Promise<void>;
}

/** Where every read model and reaction group has got to in the log. */
async function checkpoints(readStore: ReadStore) {
  const readModels: Record<string, string | null> = {};
  for (const projection of projections) {
    const entry = await readStore.get<ReadModelEntry>(readModelRegistry, projection.name);
    readModels[projection.name] = await readStore.getCheckpoint(entry?.active.collection ?? firstCollection(projection.name));
  }
  const reactionGroups: Record<string, string | null> = {};
  for (const reaction of reactions) reactionGroups[reaction.name] = await readStore.getCheckpoint(reactionCheckpoint(reaction.name));
  return { readModels, reactionGroups };
}

/** The one entry point: starts the roles named in ROLES with the adapters the environment selects. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<Running> {
  const config = loadConfig(env);
  const logger = pino({
    level: config.logLevel,
    redact: { paths: ['password', '*.password', 'passwordHash', '*.passwordHash', 'req.headers.authorization'], censor: '[redacted]' },
  });
  const stopReporting = unreadableEvents.onReport((report) => logger.error(report, 'an event could not be read'));
  const ports = await createPorts(config);
  logger.info({ roles: config.roles, engines: ports.engines }, 'starting');

  const accounts = createAccounts(ports.eventStore);
  if (config.roles.includes('api')) {
    if (config.admin) await ensureAccount(accounts, config.admin.email, config.admin.password, 'admin', 'admin-from-environment', config.admin.name);
    if (config.demo && (await seedDemo(ports.eventStore, accounts)) && config.demoHistory) {
      // Demo data only: a story that fails half-way is logged, and the site starts with what was told.
      await seedDemoHistory(ports.eventStore, accounts, config.timeZone).catch((error: unknown) => logger.error({ err: error }, 'the demo history could not be written in full'));
    }
    const demoLeft = (await Promise.all(demoAccounts.map((a) => accounts.findByEmail(a.email)))).filter((a) => a?.active);
    if (demoLeft.length) {
      logger.warn(
        { accounts: demoLeft.map((a) => a!.email) },
        'DEMO ACCOUNTS EXIST with passwords published in the README: anyone can sign in with them. Do not run this data in production (disable them, or start without DEMO=1 on a fresh log).',
      );
    }
  }

  const projector = config.roles.includes('projector') ? await startProjector(ports, logger) : undefined;
  const worker = config.roles.includes('worker')
    ? startWorker(ports, { to: config.notifyEmail ?? practice.notifyEmail, siteUrl: config.siteUrl, timeZone: config.timeZone, linkSecret: config.jwtSecret })
    : undefined;

  const health = {
    /** Ready once every read model has folded the log as far as it went when asked. */
    async ready() {
      const head = await ports.eventStore.headPosition();
      const { readModels, reactionGroups } = await checkpoints(ports.readStore);
      const behind = Object.entries(readModels)
        .filter(([, checkpoint]) => head !== null && (checkpoint === null || comparePositions(checkpoint, head) < 0))
        .map(([name]) => name);
      return { ready: behind.length === 0, head, behind, readModels, reactionGroups, unreadableEvents: unreadableEvents.counts(), engines: ports.engines };
    },
  };
  const api = config.roles.includes('api')
    ? await startApi(
        ports,
        {
          port: config.port,
          jwtSecret: config.jwtSecret,
          ipSalt: config.ipSalt,
          trustProxy: config.trustProxy,
          keepAliveTimeout: config.keepAliveTimeout,
          loginAttempts: config.loginAttempts,
          publicWrites: config.publicWrites,
          tokenTtl: config.tokenTtl,
          timeZone: config.timeZone,
          demo: config.demo,
          webDist: config.webDist,
          analyticsId: config.analyticsId,
          siteUrl: config.publicSiteUrl,
          appointmentTypes: practice.appointmentTypes,
        },
        logger,
        health,
        projections,
      )
    : undefined;
  if (api) logger.info({ url: `http://localhost:${api.port}` }, 'listening');

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await api?.close();
      await projector?.stop();
      await worker?.stop();
      await ports.close();
      stopReporting();
    })());
  return { config, ports, api, projector, stop };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (running) => {
      for (const signal of ['SIGINT', 'SIGTERM'] as const) {
        process.once(signal, () => void running.stop().then(() => process.exit(0)));
      }
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
