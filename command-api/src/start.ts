import { createServer, type Server as HttpServer } from 'node:http';
import type { Logger } from 'pino';
import type { EventStore, LiveBus, ReadStore } from '@pt/contracts';
import { createApp } from './app';
import { createTokenIssuer } from './auth/tokens';
import type { ApiConfig, Health } from './config';
import { startLiveGateway } from './live/gateway';

export interface ApiPorts {
  eventStore: EventStore;
  readStore: ReadStore;
  liveBus: LiveBus;
}

export interface RunningApi {
  http: HttpServer;
  app: ReturnType<typeof createApp>['app'];
  port: number;
  accounts: ReturnType<typeof createApp>['accounts'];
  close(): Promise<void>;
}

/** The command API with its socket.io gateway, listening on `config.port` (0: any free port). */
export async function start(ports: ApiPorts, config: ApiConfig, logger: Logger, health: Health): Promise<RunningApi> {
  const tokens = createTokenIssuer(config.jwtSecret);
  const { app, accounts } = createApp({ eventStore: ports.eventStore, readStore: ports.readStore, tokens, logger, health }, config);
  const http = createServer(app);
  const io = startLiveGateway(http, tokens, ports.liveBus);
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
    close: () =>
      new Promise<void>((resolve) => {
        void io.close();
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
