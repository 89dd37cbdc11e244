import { randomUUID } from 'node:crypto';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { dayIn, recordViewReaderRoles, recordViewsListed, streams, type EventOf, type EventStore, type NewEventOf, type IntakeForm, type RecordPart, type RecordView, type RecordViewsAnswer } from '@pt/contracts';
import { handleCommand, notFound, type CommandMeta, type Decider } from '@pt/contracts/core';
import { commandMeta, parseBody, requireRole, type AuthenticatedUser } from '../core/http';
import type { ReadModels } from '../core/read-models';
import type { PatientDirectory } from './directory';

type ReadingType = 'PatientRecordViewed' | 'IntakeFormViewed' | 'EventHistoryViewed';
/** Who reads, and the hour (UTC) that makes their readings of the same thing within it one entry. */
type Reader = { viewerId: string; viewerEmail: string; viewerName: string | null; hour: string };
type ViewCommand = { type: 'RecordView'; patientId: string; part: RecordPart } & Reader;
type FormViewCommand = { type: 'IntakeFormView'; formId: string; patientId: string | null } & Reader;
type HistoryViewCommand = { type: 'HistoryView' } & Reader;

const readerOf = ({ viewerId, viewerEmail, viewerName, hour }: Reader): Reader => ({ viewerId, viewerEmail, viewerName, hour });

/**
 * A day's readings of one thing: the first reading by a reader within the hour (of a part, where the
 * entries name one) is an event, the others nothing.
 */
function readingsOfADay<E extends EventOf<ReadingType>, C extends Reader>(type: E['type'], dataOf: (command: C) => E['data']): Decider<Set<string>, C, E> {
  const keyOf = (entry: Reader & { part?: string }) => `${entry.viewerId}|${entry.part ?? ''}|${entry.hour}`;
  return {
    events: [type],
    initialState: () => new Set(),
    evolve: (seen, event) => new Set(seen).add(keyOf(event.data)),
    decide(command, seen) {
      const data = dataOf(command);
      return seen.has(keyOf(data)) ? [] : [{ type, data } as NewEventOf<E>];
    },
  };
}

/** A record's readings of one day (`recordViews-<patientId>_<day>`): one entry per reader, part and hour. */
export const recordViewsDecider = readingsOfADay<EventOf<'PatientRecordViewed'>, ViewCommand>('PatientRecordViewed', (command) => ({
  patientId: command.patientId,
  part: command.part,
  ...readerOf(command),
}));

/** An intake form's readings of one day (`intakeFormViews-<formId>_<day>`): one entry per reader and hour (ADR 29). */
export const intakeFormViewsDecider = readingsOfADay<EventOf<'IntakeFormViewed'>, FormViewCommand>('IntakeFormViewed', (command) => ({
  formId: command.formId,
  patientId: command.patientId,
  ...readerOf(command),
}));

/** The event history's readings of one day (`historyViews-<day>`): one entry per auditor and hour (ADR 18). */
export const historyViewsDecider = readingsOfADay<EventOf<'EventHistoryViewed'>, HistoryViewCommand>('EventHistoryViewed', readerOf);

/**
 * The parts of a record whose changes a patient's live room carries to staff who follow the patient
 * (the patient dialog): `assignment.changed` (the program), `completion.recorded` and
 * `session.recorded` (the activity), `measurement.recorded` (pain and mobility, with the patient's
 * notes). The room's other messages go to every staff member anyway. Following a patient is logged
 * as a reading of each (ADR 28).
 */
export const followedParts: readonly RecordPart[] = ['program', 'activity', 'progress'];

/** Who reads, and what the entry's command is caused by: a request (the routes) or a live connection's message (the gateway). */
interface Reading {
  user: AuthenticatedUser | undefined;
  meta(): CommandMeta;
}

/** Readings this process recorded lately, so that a page's several calls append once (their number is bounded). */
const remembered = 10_000;

/**
 * The access log of patients' records (ADR 28), of intake forms (ADR 29) and of the event history
 * (ADR 18): each time a staff member or an auditor reads a part of a patient's record, or an intake
 * form, or an auditor the history, their first reading of it within the hour becomes an event
 * (`PatientRecordViewed`, `IntakeFormViewed`, `EventHistoryViewed`), appended before the answer is
 * sent (no reading without its entry). A patient reading their own record is not logged.
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

  /** The first reading of `part` of `subject` by the signed-in staff member within the hour is appended by `append`; the others wait for it or pass. */
  async function once(reading: Reading, subject: string, part: string, append: (reader: Reader, now: Date) => Promise<void>): Promise<void> {
    const { user } = reading;
    if (!user || user.role === 'patient') return;
    const now = new Date();
    const hour = now.toISOString().slice(0, 13);
    const key = `${subject}|${user.id}|${part}|${hour}`;
    if (recent.has(key)) return;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const appended = append({ viewerId: user.id, viewerEmail: user.email, viewerName: user.name ?? null, hour }, now).finally(() => inFlight.delete(key));
    inFlight.set(key, appended);
    await appended;
    recent.add(key);
    if (recent.size > remembered) recent.delete(recent.values().next().value!);
  }

  const fromRequest = (req: Request): Reading => ({ user: req.user, meta: () => commandMeta(req, ipSalt) });

  /** `found`: the caller has just read the record, which need not be read again. */
  function recordViewed(reading: Reading, patientId: string, part: RecordPart, found = false): Promise<void> {
    return once(reading, patientId, part, async (reader, now) => {
      // Only an existing record is logged: an id that names nothing is answered 404 by the route and leaves no trace.
      if (!found && !(await patients.record(patientId))) return;
      const stream = streams.recordViews(patientId, dayIn(now, timeZone));
      const command: ViewCommand = { type: 'RecordView', patientId, part, ...reader };
      await inTurn(stream, async () => {
        await handleCommand(store, stream, recordViewsDecider, command, { ...reading.meta(), now });
      });
    });
  }

  return {
    /** Logs that the signed-in staff member or auditor reads `part` of the patient's record. */
    viewed(req: Request, patientId: string, part: RecordPart): Promise<void> {
      return recordViewed(fromRequest(req), patientId, part);
    },
    /**
     * A staff member's or an auditor's live connection asks to follow the patient (`watch-patient`):
     * answers whether the id is a patient's record, and when it is, first logs a reading of each part
     * the patient's room carries (`followedParts`), as the routes do before their answers. The
     * connection's user is the reader; each request to follow is the entries' cause and correlation.
     */
    async followed(user: AuthenticatedUser, patientId: string): Promise<boolean> {
      if (user.role === 'patient' || !(await patients.record(patientId))) return false;
      const id = randomUUID();
      const reading: Reading = { user, meta: () => ({ actor: { kind: 'user', userId: user.id, role: user.role }, correlationId: id, causationId: id, now: new Date() }) };
      await Promise.all(followedParts.map((part) => recordViewed(reading, patientId, part, true)));
      return true;
    },
    /** Logs that the signed-in staff member or auditor reads the intake form (found: the route answers 404 before). */
    formViewed(req: Request, form: Pick<IntakeForm, 'id' | 'patientId'>): Promise<void> {
      return once(fromRequest(req), form.id, 'intake', async (reader, now) => {
        const stream = streams.intakeFormViews(form.id, dayIn(now, timeZone));
        const command: FormViewCommand = { type: 'IntakeFormView', formId: form.id, patientId: form.patientId, ...reader };
        await inTurn(stream, async () => {
          await handleCommand(store, stream, intakeFormViewsDecider, command, { ...commandMeta(req, ipSalt), now });
        });
      });
    },
    /** Logs that the signed-in auditor reads the event history (a page of it, or an event's documents). */
    historyViewed(req: Request): Promise<void> {
      return once(fromRequest(req), 'history', 'history', async (reader, now) => {
        const stream = streams.historyViews(dayIn(now, timeZone));
        const command: HistoryViewCommand = { type: 'HistoryView', ...reader };
        await inTurn(stream, async () => {
          await handleCommand(store, stream, historyViewsDecider, command, { ...commandMeta(req, ipSalt), now });
        });
      });
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
