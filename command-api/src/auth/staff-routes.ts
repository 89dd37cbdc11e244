import { Router } from 'express';
import { z } from 'zod';
import { clientIdSchema, staffAccountRoles, staffNameSchema, staffUserSchema, type StaffAccount } from '@pt/contracts';
import { conflict } from '@pt/contracts/core';
import { commandMeta, ifMatch, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import type { ReadModels } from '../core/read-models';
import type { Accounts } from './accounts';

const accountId = z.object({ id: z.uuid('Not an account id') });
const accountChange = z
  .object({ active: z.boolean({ error: 'Active must be true or false' }).optional(), name: staffNameSchema.optional() })
  .refine((change) => change.active !== undefined || change.name !== undefined, { message: 'Nothing to change: send active or name', path: ['active'] });
const newStaffAccount = staffUserSchema.extend({ id: clientIdSchema.optional() });

/** Staff accounts, for admins: list, create, name, disable and enable. */
export function staffAccountRoutes({ accounts, models, ipSalt }: { accounts: Accounts; models: ReadModels; ipSalt: string }): Router {
  const router = Router();
  const admin = requireRole('admin');

  router.get('/api/admin/users', admin, models.readAfter('accounts'), async (_req, res) => {
    // Staff accounts only: patients' accounts are theirs, reached through their records.
    const users = await models.find<StaffAccount>('accounts', { role: { $in: [...staffAccountRoles] } }, { sort: { role: 1, email: 1 }, limit: 1000 });
    res.json({ users });
  });

  router.post('/api/admin/users', admin, async (req, res) => {
    const { id, name, email, password, role } = parseBody(newStaffAccount, req.body);
    const result = await accounts.register({ id, name, email, password, role }, commandMeta(req, ipSalt));
    if (!result.ok) return res.status(409).json({ success: false, message: result.message });
    return sendCommandAnswer(res, result.user.id, { ...result }, 201, `${name} (${result.user.email}) can now sign in as ${role}.`);
  });

  router.patch('/api/admin/users/:id', admin, async (req, res) => {
    const { id } = parseBody(accountId, req.params);
    const change = parseBody(accountChange, req.body);
    const meta = commandMeta(req, ipSalt);
    if (change.active === false && id === req.user!.id) throw conflict('You cannot disable your own account.');
    // If-Match holds for the first change; a second one follows it.
    const named = change.name === undefined ? undefined : await accounts.setStaffName(id, change.name, meta, ifMatch(req));
    const result = change.active === undefined ? named! : await accounts.setActive(id, change.active, meta, named ? undefined : ifMatch(req));
    sendCommandAnswer(res, id, result);
  });

  return router;
}
