import { parseEvent, UnreadableEventError, type DomainEvent } from '../events';
import type { RecordedEvent } from '../ports';

export interface UnreadableReport {
  /** Which path met it: `command`, `projection:<name>`, `reaction:<name>`, `worker:<queue>`, `audit` ... */
  where: string;
  type: string;
  stream: string;
  position: string;
  reason: string;
}

type Listener = (report: UnreadableReport) => void;

const counts = new Map<string, number>();
const listeners = new Set<Listener>();

/**
 * Events the code cannot read (an unknown type, invalid data, a version without upcaster) are
 * counted per path and reported to the listeners (the process logs them), on every path.
 */
export const unreadableEvents = {
  report(report: UnreadableReport) {
    counts.set(report.where, (counts.get(report.where) ?? 0) + 1);
    for (const listener of listeners) listener(report);
  },
  onReport(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  counts(): Record<string, number> {
    return Object.fromEntries(counts);
  },
  total(): number {
    let n = 0;
    for (const c of counts.values()) n += c;
    return n;
  },
};

// A recorded event is read by many paths of a process (every read model and reaction that handles
// it gets the same object from the event store's run of recent appends): it is parsed once.
const parsed = new WeakMap<RecordedEvent, DomainEvent>();

/** Parses a recorded event, or reports it as unreadable (and answers null). The answer is shared: never change it. */
export function readEvent(raw: RecordedEvent, where: string): DomainEvent | null {
  const known = parsed.get(raw);
  if (known) return known;
  try {
    const event = parseEvent(raw);
    parsed.set(raw, event);
    return event;
  } catch (error) {
    const reason = error instanceof UnreadableEventError || error instanceof Error ? error.message : String(error);
    unreadableEvents.report({ where, type: raw.type, stream: raw.stream, position: raw.position, reason });
    return null;
  }
}
