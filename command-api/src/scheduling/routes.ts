import { Router } from 'express';
import type { AppointmentType } from '../config';

/** The appointment types the contact page offers (spec 000 section 7). */
export function schedulingRoutes(types: AppointmentType[]): Router {
  const router = Router();
  router.get('/api/calendly/event-types', (_req, res) => {
    res.set('cache-control', 'public, max-age=300').json(types);
  });
  return router;
}
