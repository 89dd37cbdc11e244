import { Router, type RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import { loginSchema, registerSchema, type AuthAnswer } from '@pt/contracts';
import { commandContext, ipHash, parseBody } from '../core/http';
import type { Accounts } from './accounts';
import { bearerToken, type TokenIssuer } from './tokens';

export interface AuthRoutesConfig {
  ipSalt: string;
  /** Failed sign-ins allowed per address and e-mail in 15 minutes. */
  loginAttempts: number;
}

const invalidLogin = { success: false, message: 'Invalid email or password. Please try again.' };

export function authRoutes(accounts: Accounts, tokens: TokenIssuer, config: AuthRoutesConfig): Router {
  const router = Router();
  const loginLimiter = rateLimit({
    windowMs: 15 * 60_000,
    limit: config.loginAttempts,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? '')}:${String(req.body?.email ?? '').toLowerCase().slice(0, 255)}`,
    message: { success: false, message: 'Too many sign-in attempts. Please wait 15 minutes and try again.' },
  });
  const registerLimiter = rateLimit({
    windowMs: 60 * 60_000,
    limit: config.loginAttempts * 3,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { success: false, message: 'Too many accounts created from this address. Please try again later.' },
  });

  router.post('/api/portal/login', loginLimiter, async (req, res) => {
    const { email, password } = parseBody(loginSchema, req.body);
    const user = await accounts.authenticate(email, password);
    if (!user) return res.status(401).json(invalidLogin);
    await accounts.recordSignIn(user.id, ipHash(req, config.ipSalt), { ...commandContext(req, config.ipSalt), actor: { kind: 'user', userId: user.id, role: user.role } });
    const answer: AuthAnswer = { success: true, user, token: await tokens.issue(user) };
    return res.json(answer);
  });

  // A role sent by the client is ignored: registration always creates a patient.
  router.post('/api/portal/register', registerLimiter, async (req, res) => {
    const { email, password } = parseBody(registerSchema, req.body);
    const result = await accounts.register(email, password, 'patient', commandContext(req, config.ipSalt));
    if (!result.ok) return res.status(409).json({ success: false, message: result.message });
    const answer: AuthAnswer & { position: string } = {
      success: true,
      user: result.user,
      token: await tokens.issue(result.user),
      position: result.position,
    };
    return res.status(201).json(answer);
  });

  router.get('/api/portal/auth/me', async (req, res) => {
    if (!req.user) return res.status(401).json({ success: false, message: 'Please sign in.' });
    const account = await accounts.findById(req.user.id);
    if (!account) return res.status(401).json({ success: false, message: 'Please sign in.' });
    return res.json({ success: true, user: { id: account.id, email: account.email, role: account.role } });
  });

  return router;
}

/** Reads the bearer token, when there is one, into `req.user`. Routes decide what they admit. */
export function identify(tokens: TokenIssuer): RequestHandler {
  return async (req, _res, next) => {
    const token = bearerToken(req.get('authorization'));
    if (token) req.user = (await tokens.verify(token)) ?? undefined;
    next();
  };
}
