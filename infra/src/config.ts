import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { defaultPracticeTimeZone, isTimeZone, staffNameSchema } from '@pt/contracts';

export const allRoles = ['api', 'projector', 'worker'] as const;
export type ServiceRole = (typeof allRoles)[number];

const keepAliveRange = 'KEEP_ALIVE_TIMEOUT is in milliseconds, from 1000 to 600000';

const envSchema = z.object({
  ROLES: z.string().default(allRoles.join(',')),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  EVENTSTORE_URL: z.string().optional(),
  MONGO_URL: z.string().optional(),
  MONGO_DB: z.string().default('pt'),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.-]{1,40}$/, 'REDIS_PREFIX is 1-40 letters, digits, dots, dashes or underscores').optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  IP_SALT: z.string().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  ADMIN_NAME: staffNameSchema.optional(),
  DEMO: z.enum(['0', '1']).optional(),
  DEMO_HISTORY: z.enum(['0', '1']).default('1'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Coastal Motion Mobile PT <no-reply@coastalmotion.example.com>'),
  NOTIFY_EMAIL: z.string().optional(),
  SITE_URL: z.url({ protocol: /^https?$/, error: 'SITE_URL looks like https://www.example.com' }).optional(),
  TRUST_PROXY: z.string().default('false'),
  KEEP_ALIVE_TIMEOUT: z.coerce.number({ error: keepAliveRange }).int(keepAliveRange).min(1000, keepAliveRange).max(600_000, keepAliveRange).default(5000),
  LOGIN_ATTEMPTS: z.coerce.number().int().min(1).default(10),
  PUBLIC_WRITES: z.coerce.number().int().min(1).default(20),
  TOKEN_TTL: z.string().regex(/^\d+\s*(s|m|h|d)$/, 'TOKEN_TTL looks like 12h or 30m').default('12h'),
  READ_STORE: z.enum(['sqlite', 'memory']).default('sqlite'),
  PRACTICE_TIME_ZONE: z.string().refine(isTimeZone, 'PRACTICE_TIME_ZONE must be an IANA time zone such as America/New_York').default(defaultPracticeTimeZone),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  GA_MEASUREMENT_ID: z.string().regex(/^G-[A-Z0-9]{4,20}$/, 'GA_MEASUREMENT_ID looks like G-XXXXXXX').optional(),
});

export type Config = ReturnType<typeof loadConfig>;

/** Everything the process needs, from the environment; unset engine URLs select the embedded adapters. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable (as docker compose passes an unset one) means unset.
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const e = parsed.data;
  const roles = e.ROLES.split(',').map((r) => r.trim()).filter(Boolean);
  for (const role of roles) if (!allRoles.includes(role as ServiceRole)) throw new Error(`Unknown role in ROLES: ${role}`);
  const embedded = !e.EVENTSTORE_URL;
  const dataDir = path.resolve(e.DATA_DIR);
  const secrets = e.JWT_SECRET && e.IP_SALT ? { jwtSecret: e.JWT_SECRET, ipSalt: e.IP_SALT } : localSecrets(dataDir, embedded, e);
  return {
    roles: roles as ServiceRole[],
    port: e.PORT,
    dataDir,
    eventStoreUrl: e.EVENTSTORE_URL,
    mongoUrl: e.MONGO_URL,
    mongoDb: e.MONGO_DB,
    redisUrl: e.REDIS_URL,
    /** Put before every Redis key and channel of this deployment, so others can share the Redis (unset: none). */
    redisPrefix: e.REDIS_PREFIX,
    ...secrets,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, name: e.ADMIN_NAME } : undefined,
    // Demo data only in the embedded mode, and never once a real admin is configured, unless asked for.
    demo: (e.DEMO ?? (embedded && !e.ADMIN_EMAIL ? '1' : '0')) === '1',
    /** With demo data, three weeks of patients' exercises, points and measurements (into an empty log). */
    demoHistory: e.DEMO_HISTORY === '1',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    notifyEmail: e.NOTIFY_EMAIL,
    siteUrl: e.SITE_URL ?? `http://localhost:${e.PORT}`,
    /** SITE_URL as given: pages name it, or else the address each request came to. */
    publicSiteUrl: e.SITE_URL,
    trustProxy: e.TRUST_PROXY === 'false' ? false : e.TRUST_PROXY === 'true' ? 1 : Number(e.TRUST_PROXY) || false,
    keepAliveTimeout: e.KEEP_ALIVE_TIMEOUT,
    loginAttempts: e.LOGIN_ATTEMPTS,
    publicWrites: e.PUBLIC_WRITES,
    tokenTtl: e.TOKEN_TTL.replace(/\s+/g, ''),
    embeddedReadStore: e.READ_STORE,
    timeZone: e.PRACTICE_TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'),
    analyticsId: e.GA_MEASUREMENT_ID,
  };
}

/**
 * The embedded mode makes its own secrets once and keeps them beside its data (never in the repo);
 * the distributed mode must be given them, since every role has to share them.
 */
function localSecrets(dataDir: string, embedded: boolean, e: { JWT_SECRET?: string; IP_SALT?: string }) {
  if (!embedded) throw new Error('JWT_SECRET and IP_SALT must be set when EVENTSTORE_URL is set (every role must share them).');
  const file = path.join(dataDir, 'secrets.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    const fresh = { jwtSecret: randomBytes(32).toString('base64url'), ipSalt: randomBytes(16).toString('base64url') };
    writeFileSync(file, JSON.stringify(fresh), { mode: 0o600, flag: 'wx' });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { jwtSecret: string; ipSalt: string };
  return { jwtSecret: e.JWT_SECRET ?? stored.jwtSecret, ipSalt: e.IP_SALT ?? stored.ipSalt };
}
