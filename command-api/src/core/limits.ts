import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Logger as LimitLogger, type Options, type Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { normalizeEmail, practice, reportPasswordHeader, type CounterStore } from '@pt/contracts';

/** express-rate-limit's store over our CounterStore port: shared by every API instance (Redis), kept across restarts (embedded). */
function counterStore(counters: CounterStore, prefix: string): Store {
  let windowMs = 60_000;
  return {
    prefix,
    localKeys: false,
    init(options: Options) {
      windowMs = options.windowMs;
    },
    async increment(key) {
      const { count, resetAt } = await counters.hit(`${prefix}:${key}`, windowMs);
      return { totalHits: count, resetTime: new Date(resetAt) };
    },
    decrement: (key) => counters.undo(`${prefix}:${key}`),
    resetKey: (key) => counters.reset(`${prefix}:${key}`),
  };
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);
// An address's key (IPv6 grouped by its /56, parsed by a library): worked out once per address seen.
const ipKeys = new Map<string, string>();
function clientKey(req: Request): string {
  const ip = req.ip ?? 'unknown';
  let key = ipKeys.get(ip);
  if (key === undefined) {
    key = ipKeyGenerator(ip);
    if (ipKeys.size >= 10_000) ipKeys.clear();
    ipKeys.set(ip, key);
  }
  return key;
}

/** The e-mail a sign-in names, as accounts compare it; never throws, whatever the body holds. */
export function signInEmail(req: Request): string {
  const email: unknown = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normalizeEmail(email).slice(0, 255) : '';
}

/**
 * The report link a request names, as the report is looked up (a uuid, lower-cased), or null: the
 * route answers anything else 404 before any password is checked, so it is nothing to count.
 */
const shareIdSchema = z.uuid().transform((id) => id.toLowerCase());
export function reportShareId(req: Request): string | null {
  const parsed = shareIdSchema.safeParse(req.params.shareId);
  return parsed.success ? parsed.data : null;
}

/** Set in `res.locals` by an answer to a wrong report password: only those count against `reportPasswords`. */
export const wrongReportPassword = 'wrongReportPassword';

export interface LimitSettings {
  /** Failed sign-ins per address and e-mail in 15 minutes (the e-mail alone gets five times as many). */
  loginAttempts: number;
  /** Anonymous writes (contact, callback, registration, intake ...) per address in 10 minutes. */
  publicWrites: number;
  /** Openings of report links per address in 10 minutes; by default three times `publicWrites`, at least 60. */
  reportOpenings?: number;
  /**
   * Wrong passwords of one report link in 15 minutes, from every address together; by default five
   * times `loginAttempts` (as sign-in's per e-mail). Per address and link it is `loginAttempts`.
   */
  reportPasswordsPerLink?: number;
}

const common = { standardHeaders: 'draft-8', legacyHeaders: false } as const;

/** What the limiters say of a counter store that failed, in the server's log (never on the console). */
function limitLogger(logger: Pick<Logger, 'warn'>): LimitLogger {
  const say: LimitLogger['warn'] = (error, message) => logger.warn({ err: error }, message ?? 'rate limit: counter store failed');
  return { warn: say, error: say };
}
/** Only a guess that was wrong counts against a sign-in limit (not bad input, not a success). */
const wrongGuess = { skipSuccessfulRequests: true, requestWasSuccessful: (_req: Request, res: { statusCode: number }) => res.statusCode !== 401 } as const;

/**
 * When the counters cannot be reached (Redis down), a limit that guards passwords (sign-in, password
 * change, a report's password) refuses with a 503 (`ServiceUnavailableError`): guessing must not get
 * easier while the counts are out of reach. The limits on visitors' writes and report openings let
 * the request through unlimited instead (logged): a booking or a message is worth more than a
 * minute of unlimited writes, and neither opens anything (ADR 26).
 */
export function createLimiters(counters: CounterStore, settings: LimitSettings, logger: Pick<Logger, 'warn'>) {
  const said = limitLogger(logger);
  const guarding = { logger: said, passOnStoreError: false } as const;
  const letThrough = { logger: said, passOnStoreError: true } as const;
  const tooManySignIns = { success: false, message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' };
  const perAddressAndEmail = rateLimit({
    ...common,
    ...guarding,
    windowMs: 15 * 60_000,
    limit: settings.loginAttempts,
    ...wrongGuess,
    keyGenerator: (req) => digest(`${clientKey(req)}\u0000${signInEmail(req)}`),
    store: counterStore(counters, 'login'),
    message: tooManySignIns,
  });
  // Guessing one account's password from many addresses is slowed down too.
  const perEmail = rateLimit({
    ...common,
    ...guarding,
    windowMs: 15 * 60_000,
    limit: settings.loginAttempts * 5,
    ...wrongGuess,
    keyGenerator: (req) => digest(signInEmail(req)),
    store: counterStore(counters, 'login-email'),
    message: tooManySignIns,
  });
  const publicWrites: RequestHandler = rateLimit({
    ...common,
    ...letThrough,
    windowMs: 10 * 60_000,
    limit: settings.publicWrites,
    keyGenerator: (req) => digest(clientKey(req)),
    store: counterStore(counters, 'public-writes'),
    message: {
      success: false,
      message: `You have sent several requests in a few minutes. Please wait a little and try again, or call us at ${practice.phone}.`,
    },
  });
  // A stolen session must not become a way to guess the account's password.
  const passwordChecks: RequestHandler = rateLimit({
    ...common,
    ...guarding,
    windowMs: 15 * 60_000,
    limit: settings.loginAttempts,
    // Here a wrong current password is answered with a 400 naming the field.
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.statusCode !== 400,
    keyGenerator: (req) => digest(req.user?.id ?? clientKey(req)),
    store: counterStore(counters, 'password-checks'),
    message: tooManySignIns,
  });
  // Every opening of a report link is an event: an address may open links often, not endlessly.
  const reportOpenings: RequestHandler = rateLimit({
    ...common,
    ...letThrough,
    windowMs: 10 * 60_000,
    limit: settings.reportOpenings ?? Math.max(60, settings.publicWrites * 3),
    keyGenerator: (req) => digest(clientKey(req)),
    store: counterStore(counters, 'report-openings'),
    message: { success: false, message: 'This report was opened many times in a few minutes. Please wait a little and try again.' },
  });
  // A shared report's password is guessed no faster than an account's: wrong ones per address and
  // link, and per link from every address together (as sign-in's per e-mail). The link is counted as
  // the report is looked up (lower-cased): a variant of its case is the same link, not a fresh allowance.
  const reportPasswordCheck = {
    ...common,
    ...guarding,
    windowMs: 15 * 60_000,
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req: Request, res: { locals: Record<string, unknown> }) => res.locals[wrongReportPassword] !== true,
    // Only an opening with a password of a link that could exist can be a guess (and openings without
    // one, often at once, never wait on this count).
    skip: (req: Request) => (!req.get(reportPasswordHeader) && typeof req.query.password !== 'string') || reportShareId(req) === null,
    message: { success: false, message: 'Too many wrong passwords. Please wait 15 minutes and try again, or ask the practice for the password.' },
  } as const;
  const reportPasswordsPerAddress = rateLimit({
    ...reportPasswordCheck,
    limit: settings.loginAttempts,
    keyGenerator: (req) => digest(`${clientKey(req)}\u0000${reportShareId(req)}`),
    store: counterStore(counters, 'report-passwords'),
  });
  const reportPasswordsPerLink = rateLimit({
    ...reportPasswordCheck,
    limit: settings.reportPasswordsPerLink ?? settings.loginAttempts * 5,
    keyGenerator: (req) => digest(reportShareId(req) ?? ''),
    store: counterStore(counters, 'report-passwords-link'),
  });
  const reportPasswords = [reportPasswordsPerAddress, reportPasswordsPerLink] as RequestHandler[];
  // Links to choose a new password (ADR 36): per address, as visitors' writes, and per e-mail asked
  // for, as sign-ins, whether or not an account uses it (the answer must not tell). Each account is
  // also sent a link at most once a minute, on its own stream. Neither opens anything: they let a
  // request through when the counters are out of reach.
  const tooManyResets = { success: false, message: 'You have asked for several links in a few minutes. Please wait 15 minutes and try again.' };
  const resetsPerAddress = rateLimit({
    ...common,
    ...letThrough,
    windowMs: 15 * 60_000,
    limit: settings.publicWrites,
    keyGenerator: (req) => digest(clientKey(req)),
    store: counterStore(counters, 'password-resets'),
    message: tooManyResets,
  });
  const resetsPerEmail = rateLimit({
    ...common,
    ...letThrough,
    windowMs: 15 * 60_000,
    limit: settings.loginAttempts,
    keyGenerator: (req) => digest(signInEmail(req)),
    store: counterStore(counters, 'password-resets-email'),
    message: tooManyResets,
  });
  const passwordResets = [resetsPerAddress, resetsPerEmail] as RequestHandler[];
  return { signIn: [perAddressAndEmail, perEmail] as RequestHandler[], publicWrites, passwordChecks, reportOpenings, reportPasswords, passwordResets };
}

export type Limiters = ReturnType<typeof createLimiters>;
