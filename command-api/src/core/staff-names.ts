import type { StaffAccount } from '@pt/contracts';
import type { ReadModels } from './read-models';

/**
 * Who made something, as patients and colleagues read it: the staff member's name where one is set,
 * else the e-mail address the record keeps (records name their author by e-mail, which stays true
 * when a name changes).
 */
export async function withStaffNames<T extends { createdBy: string }>(models: ReadModels, items: T[]): Promise<T[]> {
  const emails = [...new Set(items.map((item) => item.createdBy))];
  if (emails.length === 0) return items;
  const accounts = await models.find<StaffAccount>('accounts', { email: { $in: emails } }, { limit: emails.length });
  const names = new Map(accounts.flatMap((account) => (account.name && account.role !== 'patient' ? [[account.email, account.name] as const] : [])));
  return items.map((item) => (names.has(item.createdBy) ? { ...item, createdBy: names.get(item.createdBy)! } : item));
}
