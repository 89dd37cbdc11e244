import { Router } from 'express';
import { z } from 'zod';
import { clientIdSchema, staffAccountRoles, staffUserSchema, type StaffAccount } from '@pt/contracts';
import { conflict } from '@pt/contracts/core';
import { commandMeta, ifMatch, parseBody, requireRole, sendCommandAnswer } from '../core/http';
import type { ReadModels } from '../core/read-models';
import type { Accounts } from './accounts';

const accountId = z.object({ id: z.uuid('Not an account id') });
const activeChange = z.object({ active: z.boolean({ error: 'Active must be true or false' }) });
const newStaffAccount = staffUserSchema.extend({ id: clientIdSchema.optional() });

/** Staff accounts, for admins: list, create, disable and enable. */
export function staffAccountRoutes({ accounts, models, ipSalt }: { accounts: Accounts; models: ReadModels; ipSalt: string }): Router {
  const router = Router();
  const admin = requireRole('admin');

  router.get('/api/admin/users', admin, models.readAfter('accounts'), async (_req, res) => {
    // Staff accounts only: patients' accounts are theirs, reached through their records.
    const users = await models.find<StaffAccount>('accounts', { role: { $in: [...staffAccountRoles] } }, { sort: { role: 1, email: 1 }, limit: 1000 });
    res.json({ users });
  });

  router.post('/api/admin/users', admin, async (req, res) => {
    const { id, email, password, role } = parseBody(newStaffAccount, req.body);
    const result = await accounts.register({ id, email, password, role }, commandMeta(req, ipSalt));
    if (!result.ok) return res.status(409).json({ success: false, message: result.message });
    return sendCommandAnswer(res, result.user.id, { ...result }, 201, `${result.user.email} can now sign in as ${role}.`);
  });

  router.patch('/api/admin/users/:id', admin, async (req, res) => {
    const { id } = parseBody(accountId, req.params);
    const { active } = parseBody(activeChange, req.body);
    if (!active && id === req.user!.id) throw conflict('You cannot disable your own account.');
    const result = await accounts.setActive(id, active, commandMeta(req, ipSalt), ifMatch(req));
    sendCommandAnswer(res, id, result);
  });

  return router;
}
