import express, { type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { EventStore, ReadStore } from '@pt/contracts';
import { createAccounts } from './auth/accounts';
import { authRoutes, identify } from './auth/routes';
import type { TokenIssuer } from './auth/tokens';
import { assignRequestId, toHttpError } from './core/http';
import { requestRoutes } from './requests/routes';
import { schedulingRoutes } from './scheduling/routes';
import { staticSite } from './web/static-site';
import type { ApiConfig, Health } from './config';

export interface AppDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  tokens: TokenIssuer;
  logger: Logger;
  health: Health;
}

export function createApp(deps: AppDeps, config: ApiConfig) {
  const { eventStore, readStore, tokens, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const analytics = config.analyticsId ? ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'] : [];
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'script-src': ["'self'", 'https://assets.calendly.com', ...analytics.slice(0, 1)],
          'frame-src': ["'self'", 'https://calendly.com', 'https://www.google.com', 'https://maps.google.com'],
          'img-src': ["'self'", 'data:', ...analytics],
          'connect-src': ["'self'", ...analytics],
          'style-src': ["'self'", "'unsafe-inline'", 'https://assets.calendly.com'],
        },
      },
    }),
  );
  app.use(compression());
  app.use(assignRequestId);
  app.use(express.json({ limit: '100kb' }));
  app.use(identify(tokens));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await deps.health.ready();
    res.status(ready.ready ? 200 : 503).json(ready);
  });

  const accounts = createAccounts(eventStore);
  app.use(authRoutes(accounts, tokens, { ipSalt: config.ipSalt, loginAttempts: config.loginAttempts }));
  app.use(requestRoutes(eventStore, readStore, config.ipSalt));
  app.use(schedulingRoutes(config.appointmentTypes));

  app.use('/api', (_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });

  if (config.webDist && existsSync(path.join(config.webDist, 'index.html'))) {
    app.use(staticSite(config.webDist, { analyticsId: config.analyticsId }));
  } else {
    app.use((_req, res) => {
      res.status(404).json({ success: false, message: 'Not found' });
    });
  }

  const errors: ErrorRequestHandler = (error, req, res, _next) => {
    const known = toHttpError(error);
    if (known) {
      res.status(known.status).json(known.body);
      return;
    }
    // Only the request's shape is logged: bodies may hold health details.
    logger.error({ err: error, requestId: req.requestId, method: req.method, path: req.path }, 'request failed');
    if (!res.headersSent) res.status(500).json({ success: false, message: 'Something went wrong on our side. Please try again.' });
  };
  app.use(errors);

  return { app, accounts };
}
