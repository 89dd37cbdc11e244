import {
  comparePositions,
  type Doc,
  type DocWrite,
  type DomainEvent,
  type EventStore,
  type LiveBus,
  type LiveMessage,
  type LogBatch,
  type Position,
  type ReadStore,
} from '@pt/contracts';
import {
  documentIds,
  generationCollection,
  readEvent,
  readModelRegistry,
  type AnyProjection,
  type ReadModelEntry,
  type ReadModelGeneration,
} from '@pt/contracts/core';
import { follow, sleep, type FollowLogger } from './follow';

export interface ReadModelStatus {
  name: string;
  version: number;
  collection: string;
  checkpoint: Position | null;
  /** A generation being built beside the live one, and how far it got. */
  building: { collection: string; checkpoint: Position | null } | null;
  lastError: string | null;
}

interface Ports {
  eventStore: EventStore;
  readStore: ReadStore;
  liveBus: LiveBus;
}

interface Settings {
  logger: FollowLogger;
  retryDelayMs: number;
  batchSize: number;
  /** Most events read at once while a generation is being built. */
  catchUpBatchSize: number;
  /** Events folded in memory before a generation being built writes them with its checkpoint (one transaction). */
  catchUpChunk: number;
  /** How long a retired collection is kept after a swap (API instances may still resolve to it briefly). */
  retireAfterMs: number;
}

/** Most document ids a build from nothing keeps in memory to skip looking up documents it never wrote (~100 bytes each). */
const knownAtMost = 1_000_000;

/** One generation of a read model being filled from the log: live (publishes) or being built (silent). */
class Lane {
  readonly abort = new AbortController();
  checkpoint: Position | null = null;
  lastError: string | null = null;
  done: Promise<void> = Promise.resolve();
  /** Events folded but not yet written (a generation being built writes in chunks). */
  chunk: { docs: Map<string, Doc | null>; writes: Map<string, DocWrite>; events: number; upTo: Position } | null = null;
  /**
   * A generation built from nothing knows every document it wrote: a document it never wrote is not
   * looked up in the store (most events of a rebuild create their document). Null when the build
   * resumed from a checkpoint (its earlier documents are not known) or grew past `knownAtMost`.
   */
  written: Set<string> | null = null;

  constructor(
    readonly generation: ReadModelGeneration,
    public live: boolean,
  ) {}
}

/**
 * Runs one projection: folds batches of its events into documents (loaded, guarded by position,
 * written with the checkpoint in one batch), then publishes the live messages. A raised version or
 * a requested replay builds a new generation beside the live one and swaps when it has caught up.
 */
export class ReadModelRunner {
  private active: Lane | null = null;
  private building: Lane | null = null;
  private stopped = false;

  constructor(
    readonly projection: AnyProjection,
    private readonly ports: Ports,
    private readonly settings: Settings,
  ) {}

  async start(): Promise<void> {
    const { projection } = this;
    const { readStore } = this.ports;
    let entry = await readStore.get<ReadModelEntry>(readModelRegistry, projection.name);
    if (entry?.retired?.length) {
      for (const collection of entry.retired) await this.dropGeneration(collection);
      entry = { ...entry, retired: [] };
      await readStore.put(readModelRegistry, entry);
    }
    if (!entry) {
      // A read model new to this log is built like a rebuild: silently, then it goes live.
      const first = { version: projection.version, generation: 1, collection: generationCollection(projection.name, 1) };
      await this.dropGeneration(first.collection);
      entry = { id: projection.name, active: first, building: first };
      await readStore.put(readModelRegistry, entry);
    }
    const versionChanged = entry.active.version !== projection.version;
    const firstBuild = entry.building?.collection === entry.active.collection;
    // With its version unchanged (a replay) the live generation keeps following the log during the build;
    // after a change of version its documents are another shape: it keeps answering, frozen, until the swap.
    if (!versionChanged && !firstBuild) this.active = await this.run(entry.active, true);
    else {
      this.active = new Lane(entry.active, false);
      this.active.checkpoint = await readStore.getCheckpoint(entry.active.collection);
    }

    if (entry.building && entry.building.version === projection.version) {
      this.building = await this.run(entry.building, false);
      await this.swapIfCaughtUp(this.building);
    } else if (entry.building || versionChanged || entry.rebuildRequested) {
      await this.startBuild(entry);
    }
  }

  /** Looks at the registry for a replay asked for by `npm run replay` (another process). */
  async checkRequests(): Promise<void> {
    if (this.building || this.stopped) return;
    const entry = await this.ports.readStore.get<ReadModelEntry>(readModelRegistry, this.projection.name);
    if (entry?.rebuildRequested) await this.startBuild(entry);
  }

  status(): ReadModelStatus {
    const active = this.active!;
    return {
      name: this.projection.name,
      version: this.projection.version,
      collection: active.generation.collection,
      checkpoint: active.checkpoint,
      building: this.building && { collection: this.building.generation.collection, checkpoint: this.building.checkpoint },
      lastError: this.building?.lastError ?? active.lastError,
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const lane of [this.active, this.building]) lane?.abort.abort();
    await Promise.all([this.active?.done, this.building?.done]);
  }

  private async startBuild(entry: ReadModelEntry): Promise<void> {
    const { projection } = this;
    if (entry.building) await this.dropGeneration(entry.building.collection);
    const generation = Math.max(entry.active.generation, entry.building?.generation ?? 0) + 1;
    const building = { version: projection.version, generation, collection: generationCollection(projection.name, generation) };
    await this.dropGeneration(building.collection);
    await this.ports.readStore.put(readModelRegistry, { ...entry, building, rebuildRequested: false });
    this.settings.logger.info({ readModel: projection.name, collection: building.collection }, 'building a read model beside the live one');
    this.building = await this.run(building, false);
    await this.swapIfCaughtUp(this.building);
  }

  private async run(generation: ReadModelGeneration, live: boolean): Promise<Lane> {
    const lane = new Lane(generation, live);
    const { readStore, eventStore } = this.ports;
    // A generation being built gets its indexes when it goes live: one sorted build is far cheaper
    // than keeping them up to date row by row during the catch-up (and nothing queries it before).
    if (live) await readStore.ensureIndexes(generation.collection, this.projection.indexes ?? []);
    lane.checkpoint = await readStore.getCheckpoint(generation.collection);
    if (!live && lane.checkpoint === null) lane.written = new Set();
    lane.done = follow({
      name: `projection:${this.projection.name}`,
      store: eventStore,
      types: this.projection.handles,
      // A (re)start reads from the stored checkpoint: a chunk folded but not written is dropped with it.
      checkpoint: async () => {
        lane.chunk = null;
        const checkpoint = await readStore.getCheckpoint(generation.collection);
        // Read again from the last chunk this lane wrote, the documents it knows are those in the store;
        // from anywhere else (a write that failed after all?), it looks every document up.
        if (lane.written && checkpoint !== lane.checkpoint) lane.written = null;
        return checkpoint;
      },
      handle: (batch) => this.handle(lane, batch),
      signal: lane.abort.signal,
      logger: this.settings.logger,
      retryDelayMs: this.settings.retryDelayMs,
      batchSize: live ? this.settings.batchSize : this.settings.catchUpBatchSize,
      onError: (error) => (lane.lastError = error),
    });
    return lane;
  }

  private async handle(lane: Lane, batch: LogBatch): Promise<void> {
    if (!lane.live) return this.handleBuilding(lane, batch);
    const { readStore } = this.ports;
    const collection = lane.generation.collection;
    // Nothing this read model handles (most batches of most read models): only the checkpoint moves.
    if (batch.events.length === 0) {
      await readStore.write(collection, [], { name: collection, position: batch.upTo });
      lane.checkpoint = batch.upTo;
      return this.swapIfCaughtUp(lane);
    }
    const events = this.parse(batch);
    const docs = new Map<string, Doc | null>();
    await this.load(collection, events, docs);

    const writes = new Map<string, DocWrite>();
    const messages: LiveMessage[] = [];
    const disconnects: string[][] = [];
    this.fold(events, docs, writes, { messages, disconnects });

    const checkpoint = { name: collection, position: batch.upTo };
    if (messages.length === 0 && disconnects.length === 0) {
      await readStore.write(collection, [...writes.values()], checkpoint);
    } else {
      // Documents, then live messages, then the checkpoint: after a crash in between, the batch is read
      // again, finds its documents written, and sends their messages again.
      await readStore.write(collection, [...writes.values()]);
      for (const message of withoutRepeats(messages)) {
        const every = this.throttled.get(message);
        if (every) this.publishAtMostEvery(message, every);
        else await this.publish(() => this.ports.liveBus.publish(message));
      }
      for (const rooms of disconnects) await this.publish(() => this.ports.liveBus.disconnect(rooms));
      await readStore.saveCheckpoint(checkpoint.name, checkpoint.position);
    }
    lane.checkpoint = batch.upTo;

    await this.swapIfCaughtUp(lane);
  }

  /**
   * A generation being built (silent: no live messages) folds its batches into a chunk in memory, the
   * newest state of each document it touched, and writes the chunk with its checkpoint in one
   * transaction once it holds `catchUpChunk` events or the log has no more for now. A crash or a stop
   * loses only the chunk, never the match between documents and checkpoint: the build resumes from
   * the checkpoint of the last chunk written, and only a build that reached the head is swapped in.
   */
  private async handleBuilding(lane: Lane, batch: LogBatch): Promise<void> {
    const collection = lane.generation.collection;
    const events = this.parse(batch);
    const chunk = (lane.chunk ??= { docs: new Map(), writes: new Map(), events: 0, upTo: batch.upTo });
    await this.load(collection, events, chunk.docs, lane.written);
    this.fold(events, chunk.docs, chunk.writes, null);
    chunk.events += batch.events.length;
    chunk.upTo = batch.upTo;
    if (chunk.events < this.settings.catchUpChunk && !(await this.atHead(batch.upTo))) return;

    lane.chunk = null;
    await this.ports.readStore.write(collection, [...chunk.writes.values()], { name: collection, position: chunk.upTo });
    if (lane.written) {
      for (const id of chunk.writes.keys()) lane.written.add(id);
      if (lane.written.size > knownAtMost) lane.written = null;
    }
    lane.checkpoint = chunk.upTo;
    await this.swapIfCaughtUp(lane);
  }

  private parse(batch: LogBatch): DomainEvent[] {
    const where = `projection:${this.projection.name}`;
    const events: DomainEvent[] = [];
    for (const raw of batch.events) {
      const event = readEvent(raw, where);
      if (event) events.push(event);
    }
    return events;
  }

  /**
   * Loads the stored documents the events touch that `docs` does not hold yet (a miss is held as null);
   * with `written` (a build from nothing), only those it wrote are looked for.
   */
  private async load(collection: string, events: DomainEvent[], docs: Map<string, Doc | null>, written: Set<string> | null = null): Promise<void> {
    const missing = new Set<string>();
    for (const event of events)
      for (const id of documentIds(this.projection, event)) {
        if (docs.has(id)) continue;
        if (written && !written.has(id)) docs.set(id, null);
        else missing.add(id);
      }
    if (missing.size === 0) return;
    for (const doc of await this.ports.readStore.getMany(collection, [...missing])) docs.set(doc.id, doc);
    for (const id of missing) if (!docs.has(id)) docs.set(id, null);
  }

  /**
   * Folds events into `docs` (guarded by position: what a document has seen is skipped), recording the
   * newest write of each document; a live lane also collects the messages to publish.
   */
  private fold(events: DomainEvent[], docs: Map<string, Doc | null>, writes: Map<string, DocWrite>, live: { messages: LiveMessage[]; disconnects: string[][] } | null): void {
    const { projection } = this;
    for (const event of events) for (const id of documentIds(projection, event)) {
      const doc = docs.get(id) ?? null;
      const seen = doc && typeof doc.position === 'string' ? comparePositions(doc.position, event.position) : -1;
      if (seen >= 0) {
        // Already written (a retry after a crash): its live message may not have gone out, so send it again.
        if (seen === 0 && live) this.collectLive(doc, event, live.messages, live.disconnects);
        continue;
      }
      const next = projection.evolve(doc, event, id) as Doc | null;
      // Object.assign, not a spread: V8 copies an object into a literal of more keys on a slow path.
      const written = next === null ? null : Object.assign({}, next, { id, position: event.position });
      if (written !== null || doc !== null || writes.has(id)) writes.set(id, { id, doc: written, position: event.position });
      docs.set(id, written);
      if (live) this.collectLive(written, event, live.messages, live.disconnects);
    }
  }

  private async atHead(position: Position): Promise<boolean> {
    const head = await this.ports.eventStore.headPosition();
    return head === null || comparePositions(position, head) >= 0;
  }

  private collectLive(doc: Doc | null, event: DomainEvent, messages: LiveMessage[], disconnects: string[][]) {
    for (const out of this.projection.live?.(doc, event) ?? []) {
      const { rooms, type, data, atMostEveryMs } = out as { rooms: string[]; type: string; data: unknown; atMostEveryMs?: number };
      const message = { type, rooms, position: event.position, data };
      if (atMostEveryMs) this.throttled.set(message, atMostEveryMs);
      messages.push(message);
    }
    const rooms = this.projection.disconnects?.(doc, event) ?? [];
    if (rooms.length) disconnects.push(rooms);
  }

  /** Live messages a projection sends at most once per so many milliseconds. */
  private readonly throttled = new WeakMap<LiveMessage, number>();
  /** Per notice (type, rooms, data): the newest one held until its time comes. */
  private readonly quiet = new Map<string, { held: LiveMessage }>();

  /**
   * The notice goes out `every` ms after the first change, with the newest of the changes made
   * meanwhile: one message for a burst, sent once the burst has had its own answers and pushes (a
   * notice sent at once would make every open leaderboard refetch in the middle of it). A crash
   * meanwhile loses it: clients ask again for everything when they reconnect.
   */
  private publishAtMostEvery(message: LiveMessage, every: number) {
    const key = JSON.stringify([message.type, message.rooms, message.data]);
    const waiting = this.quiet.get(key);
    if (waiting) {
      waiting.held = message;
      return;
    }
    const entry = { held: message };
    this.quiet.set(key, entry);
    setTimeout(() => {
      this.quiet.delete(key);
      if (!this.stopped) void this.publish(() => this.ports.liveBus.publish(entry.held));
    }, every).unref();
  }

  /** A live message that cannot go out is logged, never allowed to stop the read model. */
  private async publish(send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      this.settings.logger.warn({ readModel: this.projection.name, err: error instanceof Error ? error.message : String(error) }, 'a live message could not be sent');
    }
  }

  /** The new generation replaces the live one once it has read as far as the log goes. */
  private async swapIfCaughtUp(lane: Lane): Promise<void> {
    if (this.building !== lane) return;
    const { readStore, eventStore } = this.ports;
    const head = await eventStore.headPosition();
    if (head !== null && (lane.checkpoint === null || comparePositions(lane.checkpoint, head) < 0)) return;
    await readStore.ensureIndexes(lane.generation.collection, this.projection.indexes ?? []);
    const entry = await readStore.get<ReadModelEntry>(readModelRegistry, this.projection.name);
    const old = this.active && this.active.generation.collection !== lane.generation.collection ? this.active : null;
    const retired = [...(entry?.retired ?? []), ...(old ? [old.generation.collection] : [])];
    await readStore.put(readModelRegistry, { id: this.projection.name, active: lane.generation, retired });
    lane.live = true;
    lane.written = null;
    this.active = lane;
    this.building = null;
    this.settings.logger.info({ readModel: this.projection.name, collection: lane.generation.collection }, 'swapped in the rebuilt read model');
    if (old) {
      old.abort.abort();
      void old.done.then(async () => {
        await sleep(this.settings.retireAfterMs, lane.abort.signal);
        if (this.stopped) return;
        await this.dropGeneration(old.generation.collection);
        const now = await readStore.get<ReadModelEntry>(readModelRegistry, this.projection.name);
        if (now) await readStore.put(readModelRegistry, { ...now, retired: (now.retired ?? []).filter((c) => c !== old.generation.collection) });
      }).catch((error: unknown) => this.settings.logger.warn({ readModel: this.projection.name, err: String(error) }, 'could not drop a retired read model'));
    }
  }

  private async dropGeneration(collection: string) {
    await this.ports.readStore.drop(collection);
    await this.ports.readStore.deleteCheckpoint(collection);
  }
}

/**
 * The messages of a batch, each said once: one that repeats a later one word for word (same type,
 * rooms and data: "the leaderboard changed") is dropped, the later one carrying the newer position.
 */
function withoutRepeats(messages: LiveMessage[]): LiveMessage[] {
  if (messages.length < 2) return messages;
  // Type and rooms first: only messages that share them (few: most go to one patient's room each) have
  // their data compared, so a batch's documents are not written out as JSON once more for nothing.
  const addresses = messages.map((m) => `${m.type}\u0000${m.rooms.join('\u0000')}`);
  const sharing = new Map<string, number>();
  for (const address of addresses) sharing.set(address, (sharing.get(address) ?? 0) + 1);
  if (sharing.size === messages.length) return messages;
  const last = new Map<string, number>();
  const keys = messages.map((m, i) => {
    const key = sharing.get(addresses[i]!)! > 1 ? JSON.stringify([m.type, m.rooms, m.data]) : `#${i}`;
    last.set(key, i);
    return key;
  });
  return messages.filter((_, i) => last.get(keys[i]!) === i);
}
