import type { Role } from '@pt/contracts';
import type { Accounts } from './accounts';

export const systemMeta = (name: string) => ({
  actor: { kind: 'system' as const, name },
  correlationId: name,
  causationId: name,
  now: new Date(),
});

/** Creates the account unless its e-mail already has one (so a restart changes nothing). */
export async function ensureAccount(accounts: Accounts, email: string, password: string, role: Role, by: string, name?: string) {
  if (await accounts.findByEmail(email)) return { created: false as const };
  const result = await accounts.register({ email, password, role, name }, systemMeta(by));
  return { created: result.ok };
}
