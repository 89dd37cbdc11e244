import { createServer, type Server as HttpServer } from 'node:http';
import type { Logger } from 'pino';
import type { CounterStore, EventStore, LiveBus, ReadStore } from '@pt/contracts';
import type { AnyProjection } from '@pt/contracts/core';
import { createApp } from './app';
import { createTokenIssuer, type TokenClaims } from './auth/tokens';
import type { ApiConfig, Health } from './config';
import { startLiveGateway } from './live/gateway';
import { startDayCloser } from './program/day-closer';

export interface ApiPorts {
  eventStore: EventStore;
  readStore: ReadStore;
  liveBus: LiveBus;
  counters: CounterStore;
}

export interface RunningApi {
  http: HttpServer;
  app: ReturnType<typeof createApp>['app'];
  port: number;
  accounts: ReturnType<typeof createApp>['accounts'];
  /** The socket.io server (tests reach its sockets through it). */
  io: ReturnType<typeof startLiveGateway>;
  close(): Promise<void>;
}

/** The command API with its socket.io gateway, listening on `config.port` (0: any free port). */
export async function start(ports: ApiPorts, config: ApiConfig, logger: Logger, health: Health, projections: readonly AnyProjection[]): Promise<RunningApi> {
  const tokens = createTokenIssuer(config.jwtSecret, config.tokenTtl);
  const { app, accounts, accountStatus, patients, programs, models, views } = createApp({ eventStore: ports.eventStore, readStore: ports.readStore, counters: ports.counters, tokens, logger, health, projections }, config);
  const http = createServer(app);
  // Well under Node's 300 s: a slow client cannot hold a connection open for long.
  http.requestTimeout = 30_000;
  http.headersTimeout = 15_000;
  // Behind a proxy, longer than the proxy's own idle timeout (KEEP_ALIVE_TIMEOUT): a connection the
  // proxy reuses just as we close it would fail the request it carried (a 502 for the visitor).
  http.keepAliveTimeout = config.keepAliveTimeout ?? 5_000;
  // Following a patient live is a reading of their record (ADR 28), logged first through the routes'
  // log, with the reader named as the routes name them: their account as it is now.
  const followPatient = async (user: TokenClaims, patientId: string) => {
    try {
      const account = await accountStatus(user.id);
      if (!account?.active) return false;
      return await views.followed({ id: user.id, email: account.email, role: account.role, name: account.name ?? null }, patientId);
    } catch (error) {
      logger.warn({ err: error, patientId }, 'live: a reading could not be logged; the socket does not follow the patient');
      return false;
    }
  };
  const io = startLiveGateway(http, tokens, accountStatus, patients.patientIdOf, followPatient, ports.liveBus);
  const dayCloser = startDayCloser({ programs, find: (name, filter) => models.find(name, filter), timeZone: config.timeZone, logger });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(config.port, resolve);
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    http,
    app,
    port,
    accounts,
    io,
    close: () =>
      new Promise<void>((resolve) => {
        dayCloser.stop();
        void io.close();
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
