import { Router, type Request } from 'express';
import { z } from 'zod';
import { dayIn, recordViewReaderRoles, recordViewsListed, streams, type EventOf, type EventStore, type RecordPart, type RecordView, type RecordViewsAnswer } from '@pt/contracts';
import { handleCommand, notFound, type Decider } from '@pt/contracts/core';
import { commandMeta, parseBody, requireRole } from '../core/http';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from './directory';

type ViewEvent = EventOf<'PatientRecordViewed'>;
type ViewCommand = { type: 'RecordView'; patientId: string; part: RecordPart; viewerId: string; viewerEmail: string; viewerName: string | null; hour: string };

const entryKey = (viewerId: string, part: string, hour: string) => `${viewerId}|${part}|${hour}`;

/** A record's readings of one day (`recordViews-<patientId>_<day>`): one entry per reader, part and hour. */
export const recordViewsDecider: Decider<Set<string>, ViewCommand, ViewEvent> = {
  events: ['PatientRecordViewed'],
  initialState: () => new Set(),
  evolve: (seen, event) => new Set(seen).add(entryKey(event.data.viewerId, event.data.part, event.data.hour)),
  decide(command, seen) {
    if (seen.has(entryKey(command.viewerId, command.part, command.hour))) return [];
    const { patientId, part, viewerId, viewerEmail, viewerName, hour } = command;
    return [{ type: 'PatientRecordViewed', data: { patientId, part, viewerId, viewerEmail, viewerName, hour } }];
  },
};

/** Readings this process recorded lately, so that a page's several calls append once (their number is bounded). */
const remembered = 10_000;

/**
 * The access log of patients' records (ADR 28): each time a staff member or an auditor reads a part
 * of a patient's record, the first reading of that part by that person within the hour becomes a
 * `PatientRecordViewed` event, appended before the answer is sent (no reading without its entry). A
 * patient reading their own record is not logged.
 */
export function createRecordViews(store: EventStore, patients: PatientDirectory, ipSalt: string, timeZone: string) {
  const recent = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  // The appends to one day's stream, one after the other: a dialog reads several parts at once, and
  // appends at the same revision would each have to read and decide again (one wins per round).
  const queues = new Map<string, Promise<void>>();

  function inTurn(stream: string, work: () => Promise<void>): Promise<void> {
    const turn = (queues.get(stream) ?? Promise.resolve()).then(work);
    const settled = turn.catch(() => {});
    queues.set(stream, settled);
    void settled.then(() => {
      if (queues.get(stream) === settled) queues.delete(stream);
    });
    return turn;
  }

  async function append(req: Request, patientId: string, part: RecordPart, hour: string, now: Date) {
    // Only an existing record is logged: an id that names nothing is answered 404 by the route and leaves no trace.
    if (!(await patients.record(patientId))) return;
    const meta = { ...commandMeta(req, ipSalt), now };
    const { id: viewerId, email: viewerEmail, name: viewerName } = req.user!;
    const command: ViewCommand = { type: 'RecordView', patientId, part, viewerId, viewerEmail, viewerName: viewerName ?? null, hour };
    const stream = streams.recordViews(patientId, dayIn(now, timeZone));
    await inTurn(stream, async () => {
      await handleCommand(store, stream, recordViewsDecider, command, meta);
    });
  }

  return {
    /** Logs that the signed-in staff member or auditor reads `part` of the patient's record. */
    async viewed(req: Request, patientId: string, part: RecordPart): Promise<void> {
      const user = req.user;
      if (!user || user.role === 'patient') return;
      const now = new Date();
      const hour = now.toISOString().slice(0, 13);
      const key = `${patientId}|${entryKey(user.id, part, hour)}`;
      if (recent.has(key)) return;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = append(req, patientId, part, hour, now).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
        await pending;
        recent.add(key);
        if (recent.size > remembered) recent.delete(recent.values().next().value!);
        return;
      }
      await pending;
    },
  };
}

export type RecordViews = ReturnType<typeof createRecordViews>;

const byPatient = z.object({ id: z.uuid('Not a patient id') });

/** A record's access log, newest first: for admins and auditors. */
export function recordViewRoutes({ patients, models }: { patients: PatientDirectory; models: ReadModels }): Router {
  const router = Router();
  router.get('/api/patients/:id/record-views', requireRole(...recordViewReaderRoles), models.readAfter('record_views'), async (req, res) => {
    const { id } = parseBody(byPatient, req.params);
    if (!(await patients.record(id))) throw notFound('Patient not found');
    const views = await models.find<RecordView>('record_views', { patientId: id }, { sort: { viewedAt: -1, id: -1 }, limit: recordViewsListed });
    res.json({ views } satisfies RecordViewsAnswer);
  });
  return router;
}
