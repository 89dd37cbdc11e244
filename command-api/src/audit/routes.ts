import { Router } from 'express';
import { auditEventRefSchema, auditQuerySchema, auditRoles } from '@pt/contracts';
import { parseBody, requireRole } from '../core/http';
import type { AuditHistory } from './history';

/** The event history for auditors: every change, who made it, and what the screens' data was before and after. */
export function auditRoutes({ history }: { history: AuditHistory }): Router {
  const router = Router();

  router.get('/api/audit/events', requireRole(...auditRoles), async (req, res) => {
    res.json(await history.page(parseBody(auditQuerySchema, req.query)));
  });

  router.get('/api/audit/events/:stream/:revision/documents', requireRole(...auditRoles), async (req, res) => {
    const { stream, revision } = parseBody(auditEventRefSchema, req.params);
    const answer = await history.documentsAt(stream, revision);
    if (!answer) {
      res.status(404).json({ success: false, message: 'There is no such event.' });
      return;
    }
    res.json(answer);
  });

  return router;
}
