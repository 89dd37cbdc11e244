import express, { type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { CounterStore, EventStore, ReadStore, StaffAccount } from '@pt/contracts';
import type { AnyProjection } from '@pt/contracts/core';
import { createAuditHistory } from './audit/history';
import { auditRoutes } from './audit/routes';
import { createAccounts } from './auth/accounts';
import { createRecordJoining, emailConfirmationRoutes } from './auth/email-confirmation';
import { passwordResetRoutes } from './auth/password-reset';
import { authRoutes, identify, type AccountStatus } from './auth/routes';
import { compressAnswers } from './core/compress';
import { staffAccountRoutes } from './auth/staff-routes';
import type { TokenIssuer } from './auth/tokens';
import { areaRoutes, assignRequestId, toHttpError } from './core/http';
import { createLimiters } from './core/limits';
import { createReadModels } from './core/read-models';
import { exerciseRoutes } from './exercises/routes';
import { intakeRoutes } from './intake/routes';
import { messageRoutes } from './messages/routes';
import { createPatientDirectory } from './patients/directory';
import { patientRoutes } from './patients/routes';
import { createRecordViews, recordViewRoutes } from './patients/record-views';
import { createProgramQueries } from './program/queries';
import { programRoutes } from './program/routes';
import { createPrograms, minutesFromLibrary } from './program/service';
import { progressRoutes } from './progress/routes';
import { createRecommendationInputs } from './recommendations/inputs';
import { recommendationRoutes } from './recommendations/routes';
import { reportRoutes } from './reports/routes';
import { requestRoutes } from './requests/routes';
import { tipRoutes } from './tips/routes';
import { createRewardQueries } from './rewards/queries';
import { rewardRoutes } from './rewards/routes';
import { schedulingRoutes } from './scheduling/routes';
import { staticSite } from './web/static-site';
import type { ApiConfig, Health } from './config';

export interface AppDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  counters: CounterStore;
  tokens: TokenIssuer;
  logger: Logger;
  health: Health;
  /** The projector's read models: the audit view folds them in memory up to any event. */
  projections: readonly AnyProjection[];
}

/** Routes whose answers may be kept by browsers and proxies; every other API answer is `no-store`. */
const cacheableApi = new Set(['/api/calendly/event-types']);

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
  app.use((req, res, next) => {
    // The contact page may ask where the visitor is (service area); nothing may use the rest.
    res.setHeader('Permissions-Policy', 'geolocation=(self), camera=(), microphone=(), payment=(), usb=(), interest-cohort=()');
    // Answers of the API carry personal data or tokens: no browser or proxy keeps them.
    if (req.path.startsWith('/api/') && !cacheableApi.has(req.path)) res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // The API's answers are made per request and read at once: compressed in one call at zlib's fastest
  // level (about half the time of the default for a few percent more bytes; see compress.ts); the
  // site's files by the `compression` middleware at the default level.
  const compressFile = compression();
  app.use((req, res, next) => (req.path.startsWith('/api/') ? compressAnswers : compressFile)(req, res, next));
  app.use(assignRequestId);
  // Only the API reads bodies: a form posted to a page before the app took it over is answered with a 303, unread.
  app.use('/api', express.json({ limit: '100kb' }));

  const accounts = createAccounts(eventStore);
  const models = createReadModels(readStore);
  const patients = createPatientDirectory(eventStore, config.timeZone);
  const limiters = createLimiters(deps.counters, { loginAttempts: config.loginAttempts, publicWrites: config.publicWrites }, logger);
  /** An account as the token's bearer is checked against: the read model, or the stream before the projector got there. */
  const accountStatus = async (userId: string): Promise<AccountStatus | null> => {
    const projected = await models.get<StaffAccount>('accounts', userId);
    if (projected) return projected;
    const account = await accounts.findById(userId);
    return account && { email: account.email, role: account.role, active: account.active, name: account.name, sessionVersion: account.sessionVersion };
  };
  app.use(identify(tokens, accountStatus));

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await deps.health.ready();
    res.status(ready.ready ? 200 : 503).json(ready);
  });

  const ipSalt = config.ipSalt;
  const timeZone = config.timeZone;
  const programs = createPrograms(eventStore, minutesFromLibrary(models), timeZone);
  const views = createRecordViews(eventStore, patients, ipSalt, timeZone);
  const joining = createRecordJoining({ accounts, patients, secret: config.jwtSecret });
  app.use(areaRoutes(authRoutes({ accounts, tokens, limiters, ipSalt, onPatientSignIn: joining.onSignIn })));
  app.use(areaRoutes(emailConfirmationRoutes({ joining, ipSalt })));
  app.use(areaRoutes(passwordResetRoutes({ accounts, patients, tokens, limiters, ipSalt, secret: config.jwtSecret, logger })));
  app.use(areaRoutes(staffAccountRoutes({ accounts, models, ipSalt })));
  app.use(areaRoutes(requestRoutes({ store: eventStore, models, ipSalt, publicWrites: limiters.publicWrites, linkSecret: config.jwtSecret })));
  app.use(areaRoutes(recordViewRoutes({ patients, models })));
  app.use(areaRoutes(patientRoutes({ patients, models, ipSalt , views, joining })));
  app.use(areaRoutes(intakeRoutes({ store: eventStore, models, patients, ipSalt, timeZone, publicWrites: limiters.publicWrites, views })));
  app.use(areaRoutes(exerciseRoutes({ store: eventStore, models, ipSalt })));
  app.use(areaRoutes(programRoutes({ programs, queries: createProgramQueries(models), patients, models, ipSalt, timeZone , views })));
  app.use(areaRoutes(progressRoutes({ store: eventStore, patients, models, ipSalt, timeZone , views })));
  app.use(areaRoutes(tipRoutes({ store: eventStore, patients, models, ipSalt, timeZone })));
  app.use(areaRoutes(recommendationRoutes({ store: eventStore, patients, models, inputs: createRecommendationInputs(eventStore, patients, models, timeZone), ipSalt, views })));
  app.use(areaRoutes(reportRoutes({ store: eventStore, patients, models, ipSalt, timeZone, limits: limiters , views })));
  app.use(areaRoutes(rewardRoutes({ store: eventStore, patients, models, queries: createRewardQueries(models), ipSalt, timeZone, demo: config.demo , views })));
  app.use(areaRoutes(messageRoutes({ store: eventStore, patients, models, ipSalt, views })));
  app.use(areaRoutes(schedulingRoutes(config.appointmentTypes)));
  app.use(areaRoutes(auditRoutes({ history: createAuditHistory(eventStore, models, deps.projections), views })));

  app.use('/api', (_req, res) => {
    res.status(404).json({ success: false, message: 'Not found' });
  });

  if (config.webDist && existsSync(path.join(config.webDist, 'index.html'))) {
    app.use(staticSite(config.webDist, { analyticsId: config.analyticsId, siteUrl: config.siteUrl, timeZone: config.timeZone }));
  } else {
    app.use((_req, res) => {
      res.status(404).json({ success: false, message: 'Not found' });
    });
  }

  const errors: ErrorRequestHandler = (error, req, res, _next) => {
    const known = toHttpError(error);
    if (known) {
      if (known.status === 503) {
        logger.warn({ err: error, requestId: req.requestId, method: req.method, path: req.path }, 'request refused: a service did not answer');
        res.set('Retry-After', '30');
      }
      res.status(known.status).json(known.body);
      return;
    }
    // Only the request's shape is logged: bodies may hold health details.
    logger.error({ err: error, requestId: req.requestId, method: req.method, path: req.path }, 'request failed');
    if (!res.headersSent) res.status(500).json({ success: false, message: 'Something went wrong on our side. Please try again.' });
  };
  app.use(errors);

  return { app, accounts, models, accountStatus, patients, programs, views };
}
