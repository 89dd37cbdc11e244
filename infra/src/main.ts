import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import { comparePositions, projectorCheckpoint } from '@pt/contracts';
import { start as startApi, createAccounts, ensureAccount, seedDemo, type RunningApi } from '@pt/command-api';
import { start as startProjector, type RunningProjector } from '@pt/projector';
import { start as startWorker } from '@pt/worker';
import { practice } from '@pt/contracts';
import { loadConfig } from './config';
import { createPorts, type Ports } from './ports';

export interface Running {
  config: ReturnType<typeof loadConfig>;
  ports: Ports;
  api?: RunningApi;
  projector?: RunningProjector;
  stop(): Promise<void>;
}

/** The one entry point: starts the roles named in ROLES with the adapters the environment selects. */
export async function main(env: NodeJS.ProcessEnv = process.env): Promise<Running> {
  const config = loadConfig(env);
  const logger = pino({
    level: config.logLevel,
    redact: { paths: ['password', '*.password', 'passwordHash', '*.passwordHash', 'req.headers.authorization'], censor: '[redacted]' },
  });
  const ports = await createPorts(config);
  logger.info({ roles: config.roles, engines: ports.engines }, 'starting');

  const accounts = createAccounts(ports.eventStore);
  if (config.roles.includes('api')) {
    if (config.admin) await ensureAccount(accounts, config.admin.email, config.admin.password, 'admin', 'admin-from-environment');
    if (config.demo) await seedDemo(ports.eventStore, accounts);
  }

  const projector = config.roles.includes('projector') ? await startProjector(ports, logger) : undefined;
  const worker = config.roles.includes('worker')
    ? startWorker(ports, { to: config.notifyEmail ?? practice.notifyEmail, siteUrl: config.siteUrl })
    : undefined;

  const health = {
    async ready() {
      const [head, checkpoint] = await Promise.all([ports.eventStore.headPosition(), ports.readStore.getCheckpoint(projectorCheckpoint)]);
      const caughtUp = head === null || (checkpoint !== null && comparePositions(checkpoint, head) >= 0);
      return { ready: caughtUp, head, checkpoint, engines: ports.engines, projector: projector?.status() };
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
          loginAttempts: config.loginAttempts,
          webDist: config.webDist,
          analyticsId: config.analyticsId,
          appointmentTypes: practice.appointmentTypes,
        },
        logger,
        health,
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
