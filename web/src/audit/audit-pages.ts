import type { AuditEvent, AuditPage } from '@pt/contracts';

/** The pages of the history read so far, as the list shows them. */
export interface HistoryView {
  /** Newest first, each event once. */
  events: AuditEvent[];
  /** How many events of the log were looked at for these pages. */
  scanned: number;
  /** Whether older events remain to be looked at. */
  more: boolean;
  /**
   * What the list says: `events`, some to show; `none-yet`, a filter found nothing among the events
   * looked at so far, but older ones remain (never "none" before the start of the history);
   * `none`, nothing matches in the whole history; `empty`, the history itself is empty.
   */
  state: 'events' | 'none-yet' | 'none' | 'empty';
}

export function historyView(pages: readonly AuditPage[], filtered: boolean): HistoryView {
  const seen = new Set<string>();
  const events: AuditEvent[] = [];
  for (const page of pages) {
    for (const event of page.events) {
      if (seen.has(event.position)) continue;
      seen.add(event.position);
      events.push(event);
    }
  }
  const scanned = pages.reduce((sum, page) => sum + page.scanned, 0);
  const more = pages.length > 0 && pages[pages.length - 1]!.nextBefore !== null;
  const state = events.length > 0 ? 'events' : more ? 'none-yet' : filtered ? 'none' : 'empty';
  return { events, scanned, more, state };
}
