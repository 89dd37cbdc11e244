import { Router } from 'express';
import { auditEventRefSchema, auditQuerySchema, auditRoles } from '@pt/contracts';
import { parseBody, requireRole } from '../core/http';
import type { RecordViews } from '../patients/record-views';
import type { AuditHistory } from './history';

/**
 * The event history for auditors: every change, who made it, and what the screens' data was before and
 * after. The history holds every patient's health data, so reading it is logged like a reading of a
 * record: once per auditor and hour, before the answer (ADR 18). A refused query (400) or an unknown
 * event (404) shows nothing and leaves no trace.
 */
export function auditRoutes({ history, views }: { history: AuditHistory; views: RecordViews }): Router {
  const router = Router();

  router.get('/api/audit/events', requireRole(...auditRoles), async (req, res) => {
    const query = parseBody(auditQuerySchema, req.query);
    await views.historyViewed(req);
    res.json(await history.page(query));
  });

  router.get('/api/audit/events/:stream/:revision/documents', requireRole(...auditRoles), async (req, res) => {
    const { stream, revision } = parseBody(auditEventRefSchema, req.params);
    const answer = await history.documentsAt(stream, revision);
    if (!answer) {
      res.status(404).json({ success: false, message: 'There is no such event.' });
      return;
    }
    await views.historyViewed(req);
    res.json(answer);
  });

  return router;
}
