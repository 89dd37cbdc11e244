import { describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '@pt/contracts';
import { historyView } from './audit-pages';

const event = (position: string): AuditEvent => ({
  position,
  id: `e-${position}`,
  stream: 'contact-1',
  revision: 0,
  type: 'ContactMessageSubmitted',
  at: '2026-11-23T10:00:00.000Z',
  actor: { kind: 'anonymous', label: 'Visitor' },
  correlationId: null,
  causationId: null,
  data: {},
});
const page = (positions: string[], nextBefore: string | null, scanned = positions.length): AuditPage => ({ events: positions.map(event), nextBefore, scanned, head: '100' });

describe('the pages of the history as the list shows them', () => {
  it('appends older pages, each event once', () => {
    const view = historyView([page(['9', '8'], '8'), page(['8', '7'], null)], false);
    expect(view.events.map((e) => e.position)).toEqual(['9', '8', '7']);
    expect(view).toMatchObject({ scanned: 4, more: false, state: 'events' });
  });

  it('a filter that found nothing yet, with older events left, does not say there are none', () => {
    expect(historyView([page([], '5001', 5000)], true)).toMatchObject({ state: 'none-yet', scanned: 5000, more: true });
    expect(historyView([page([], '5001', 5000), page([], null, 5000)], true)).toMatchObject({ state: 'none', scanned: 10000, more: false });
  });

  it('an empty history', () => {
    expect(historyView([page([], null, 0)], false)).toMatchObject({ state: 'empty', more: false });
    expect(historyView([], false)).toMatchObject({ state: 'empty', more: false });
  });
});
