import {
  actorSchema,
  auditReadingTypes,
  auditScanLimit,
  comparePositions,
  normalizeEmail,
  parseEvent,
  redactSecrets,
  type AuditActor,
  type AuditDocument,
  type AuditDocumentsAnswer,
  type AuditEvent,
  type AuditPage,
  type AuditQuery,
  type DomainEvent,
  type EventStore,
  type RecordedEvent,
  type StaffAccount,
} from '@pt/contracts';
import { documentIds, handlesEvent, type AnyProjection } from '@pt/contracts/core';
import { BadRequest } from '../core/http';
import { literal, type ReadModels } from '../core/read-models';

/** Events read from the log at a time while a filtered history looks for matches. */
const scanBatch = 500;
/** Events read from the log at a time while documents are folded. */
const foldBatch = 500;
/** Positions of the log looked at a time where the log picks out the events that name the folded documents. */
const foldSpan = 20_000;

/** Characters that stand for themselves in JSON text (no escape): a name made of them is found as written. */
const plainInJson = /^[\x20\x21\x23-\x5b\x5d-\x7e]+$/;

/**
 * The texts that every event touching one of these documents holds (each projection's `namedBy`), or
 * null when one of them has none (or one JSON would escape): then every event of the types is folded.
 */
function namesOf(touched: readonly { projection: AnyProjection; id: string }[]): string[] | null {
  const names = new Set<string>();
  for (const { projection, id } of touched) {
    const name = projection.namedBy?.(id);
    if (!name || !plainInJson.test(name)) return null;
    names.add(name);
  }
  return [...names];
}

/**
 * The end of this turn of the event loop. A reading of the log answered from the file without
 * waiting (the embedded log reads synchronously) runs on in microtasks: a fold of the whole log
 * would hold every other request of the server back until it ends (a second per 100,000 events
 * measured). Between batches the server answers what came meanwhile.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

type Metadata = { actor?: unknown; correlationId?: unknown; causationId?: unknown; at?: unknown };
const metadataOf = (event: RecordedEvent): Metadata => (event.metadata && typeof event.metadata === 'object' ? (event.metadata as Metadata) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The actor's key for the history's actor filter: a user's id, `anonymous`, or a system part's name. */
function actorKey(event: RecordedEvent): string | null {
  const actor = actorSchema.safeParse(metadataOf(event).actor);
  if (!actor.success) return null;
  return actor.data.kind === 'user' ? actor.data.userId : actor.data.kind === 'anonymous' ? 'anonymous' : actor.data.name;
}

function matches(event: RecordedEvent, query: AuditQuery): boolean {
  if (query.type !== undefined && event.type !== query.type) return false;
  if (query.actor !== undefined && actorKey(event) !== query.actor) return false;
  if (query.correlation !== undefined && metadataOf(event).correlationId !== query.correlation) return false;
  if (query.show !== undefined && (auditReadingTypes as readonly string[]).includes(event.type) !== (query.show === 'readings')) return false;
  return true;
}

/**
 * The auditor's view of the log: its events newest first with who caused them, and what the read
 * models (the data behind every screen) held just before and just after any one of them, folded in
 * memory by the same projections the projector runs (DESIGN.md 6).
 */
export function createAuditHistory(store: EventStore, models: ReadModels, projections: readonly AnyProjection[]) {
  async function describe(events: readonly RecordedEvent[]): Promise<AuditEvent[]> {
    const userIds = [...new Set(events.flatMap((e) => {
      const actor = actorSchema.safeParse(metadataOf(e).actor);
      return actor.success && actor.data.kind === 'user' ? [actor.data.userId] : [];
    }))];
    const accounts = new Map((await models.getMany<StaffAccount>('accounts', userIds)).map((a) => [a.id, a]));
    return events.map((raw) => {
      const metadata = metadataOf(raw);
      let data = raw.data;
      let unreadable: string | undefined;
      try {
        data = parseEvent(raw).data;
      } catch (error) {
        unreadable = error instanceof Error ? error.message : String(error);
      }
      return {
        position: raw.position,
        id: raw.id,
        stream: raw.stream,
        revision: raw.revision,
        type: raw.type,
        at: text(metadata.at),
        actor: describeActor(metadata.actor, accounts),
        correlationId: text(metadata.correlationId),
        causationId: text(metadata.causationId),
        data: redactSecrets(data),
        ...(unreadable !== undefined && { unreadable }),
      };
    });
  }

  /**
   * The actor filter as events name actors: an e-mail or a staff member's full name (any case; a
   * name of two words or more, as system parts' names have no space: a one-word name is not taken for
   * `rewards-worker`) becomes its account's id; an e-mail no account has, or a name several accounts
   * share, is a field error, not an empty history. Anything else is taken as it is: a user id,
   * `anonymous`, a system part's name, or a name no account has (an empty history).
   */
  async function actorFilter(actor: string | undefined): Promise<string | undefined> {
    if (actor === undefined) return actor;
    if (actor.includes('@')) {
      const [account] = await models.find<StaffAccount>('accounts', { email: normalizeEmail(actor) }, { limit: 1 });
      if (!account) throw fieldError('No account has this e-mail.');
      return account.id;
    }
    const name = actor.replace(/\s+/g, ' ');
    if (name === 'anonymous' || !name.includes(' ')) return actor;
    const named = await models.find<StaffAccount>('accounts', { name: { $regex: `^${literal(name)}$`, $options: 'i' } }, { limit: 2 });
    if (named.length > 1) throw fieldError('Several accounts have this name: enter the e-mail instead.');
    return named[0]?.id ?? actor;
  }

  /** One page of the history, newest first; a filtered page looks at no more than `auditScanLimit` events. */
  async function page(asked: AuditQuery): Promise<AuditPage> {
    const query = { ...asked, actor: await actorFilter(asked.actor) };
    const head = await store.headPosition();
    const found: RecordedEvent[] = [];
    let scanned = 0;
    let nextBefore: string | null = null;
    if (query.stream !== undefined) {
      // One stream is read whole (streams are short: a request, a patient's day, an account).
      const older = (await store.readStream(query.stream)).filter((e) => query.before === undefined || comparePositions(e.position, query.before) < 0).reverse();
      for (const event of older) {
        scanned++;
        if (!matches(event, query)) continue;
        found.push(event);
        if (found.length === query.limit) break;
      }
      nextBefore = scanned < older.length ? found.at(-1)!.position : null;
    } else {
      let before = query.before;
      for (;;) {
        const want = Math.min(scanBatch, auditScanLimit - scanned);
        const batch = await store.readAllBackwards({ before, limit: want });
        let full = false;
        for (const [i, event] of batch.entries()) {
          scanned++;
          before = event.position;
          if (matches(event, query)) found.push(event);
          if (found.length === query.limit) {
            // Filled by the oldest event of the log: nothing is left to page to.
            full = i < batch.length - 1 || batch.length === want;
            break;
          }
        }
        if (full || (batch.length === want && scanned >= auditScanLimit)) {
          nextBefore = before ?? null;
          break;
        }
        if (batch.length < want) break; // the start of the log
        await nextTurn();
      }
    }
    return { events: await describe(found), nextBefore, scanned, head };
  }

  // One fold at a time: each reads the log from its start, and the server has other work to do (each
  // yields the loop between its batches).
  let folding: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = folding.then(work, work);
    folding = turn.catch(() => {});
    return turn;
  };

  /** The event `revision` of `stream`, and each read-model document it changed: just before it, and just after. */
  async function documentsAt(stream: string, revision: number): Promise<AuditDocumentsAnswer | null> {
    const raw = (await store.readStream(stream)).find((e) => e.revision === revision);
    if (!raw) return null;
    const [event] = await describe([raw]);
    let target: DomainEvent;
    try {
      target = parseEvent(raw);
    } catch {
      return { event: event!, documents: [] };
    }
    const touched = projections.flatMap((projection) => (handlesEvent(projection, target) ? documentIds(projection, target).map((id) => ({ projection, id })) : []));
    if (touched.length === 0) return { event: event!, documents: [] };
    const documents = await inTurn(() => fold(target, touched));
    return { event: event!, documents };
  }

  async function fold(target: DomainEvent, touched: { projection: AnyProjection; id: string }[]): Promise<AuditDocument[]> {
    const key = (name: string, id: string) => `${name}\u0000${id}`;
    const state = new Map<string, Record<string, unknown> | null>(touched.map(({ projection, id }) => [key(projection.name, id), null]));
    const before = new Map<string, Record<string, unknown> | null>();
    const concerned = [...new Set(touched.map((t) => t.projection))];
    const types = [...new Set(concerned.flatMap((p) => p.handles as readonly string[]))];
    /** Folds one event of the log (at or before the target) into the documents it touches; false past the target. */
    const take = (raw: RecordedEvent): boolean => {
      const order = comparePositions(raw.position, target.position);
      if (order > 0) return false;
      let event: DomainEvent;
      try {
        event = order === 0 ? target : parseEvent(raw);
      } catch {
        return true; // an event no read model could read either
      }
      if (order === 0) for (const [k, doc] of state) before.set(k, doc);
      for (const projection of concerned) {
        if (!handlesEvent(projection, event)) continue;
        for (const id of documentIds(projection, event)) {
          const k = key(projection.name, id);
          if (!state.has(k)) continue;
          const next = projection.evolve(state.get(k) ?? null, event, id) as Record<string, unknown> | null;
          state.set(k, next === null ? null : { ...next, id, position: event.position });
        }
      }
      return true;
    };

    const containing = namesOf(touched);
    if (store.scanContaining && containing) {
      // Only the events that name a document folded, picked out by the log itself: the others are
      // never read into the process (a twelfth of the time on a log of contact messages).
      for (let after: string | undefined; ; ) {
        const { events, scannedTo } = await store.scanContaining({ types, containing, after, upTo: target.position, span: foldSpan });
        for (const raw of events) take(raw);
        if (comparePositions(scannedTo, target.position) >= 0) break;
        after = scannedTo;
        await nextTurn();
      }
    } else {
      const stop = new AbortController();
      try {
        for await (const batch of store.subscribeToAll({ types, batchSize: foldBatch, signal: stop.signal })) {
          const past = !batch.events.every(take);
          if (past || comparePositions(batch.upTo, target.position) >= 0) break;
          await nextTurn();
        }
      } finally {
        stop.abort();
      }
    }
    return touched.map(({ projection, id }) => ({
      readModel: projection.name,
      id,
      before: redactSecrets(before.get(key(projection.name, id)) ?? null) as Record<string, unknown> | null,
      after: redactSecrets(state.get(key(projection.name, id)) ?? null) as Record<string, unknown> | null,
    }));
  }

  return { page, documentsAt };
}

export type AuditHistory = ReturnType<typeof createAuditHistory>;

const roleLabels: Record<string, string> = { patient: 'Patient', therapist: 'Therapist', admin: 'Administrator', auditor: 'Auditor' };

const fieldError = (message: string) => new BadRequest({ success: false, message: 'Please check the highlighted fields.', errors: { actor: [message] } });

function describeActor(value: unknown, accounts: Map<string, StaffAccount>): AuditActor {
  const actor = actorSchema.safeParse(value);
  if (!actor.success) return { kind: 'unknown', label: 'Unknown' };
  switch (actor.data.kind) {
    case 'user': {
      const { userId, role } = actor.data;
      const account = accounts.get(userId);
      // A staff member by the name they have now, beside the e-mail that signs them in.
      const label = !account ? `${roleLabels[role] ?? role} account ${userId.slice(0, 8)}` : account.name ? `${account.name} (${account.email})` : account.email;
      return { kind: 'user', userId, role, label };
    }
    case 'anonymous':
      return { kind: 'anonymous', label: 'Visitor' };
    case 'system':
      return { kind: 'system', name: actor.data.name, label: `System (${actor.data.name})` };
  }
}
