import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '@pt/contracts';
import { applyConversationChange, conversationsOf, type ConversationPages } from './conversation-cache';

const summary = (id: string, lastMessageAt: string, extra: Partial<ConversationSummary> = {}): ConversationSummary => ({
  id,
  patientId: 'p1',
  patientName: 'Ann Lee',
  subject: id,
  startedBy: 'patient',
  startedAt: '2026-11-01T10:00:00.000Z',
  lastMessageAt,
  lastFrom: 'patient',
  messageCount: 1,
  unreadForPatient: 0,
  unreadForPractice: 1,
  revision: 1,
  position: '10',
  ...extra,
});
const pages = (...lists: [ConversationSummary[], string | null][]): ConversationPages => ({ pages: lists.map(([data, nextBefore]) => ({ data, nextBefore })) });
const ids = (data: ConversationPages) => conversationsOf(data).map((c) => c.id);

describe('a live conversation change in a cached list', () => {
  it('moves a conversation with a new message to the top', () => {
    const data = pages([[summary('b', '2026-11-03'), summary('a', '2026-11-02')], null]);
    expect(applyConversationChange(data, summary('a', '2026-11-04', { position: '11' }), '11', 'all', 'practice')).toBe(true);
    expect(ids(data)).toEqual(['a', 'b']);
  });

  it('ignores a copy no newer than the cached one', () => {
    const data = pages([[summary('a', '2026-11-02', { position: '12' })], null]);
    expect(applyConversationChange(data, summary('a', '2026-11-09', { position: '11' }), '11', 'all', 'practice')).toBe(false);
    expect(conversationsOf(data)[0]!.lastMessageAt).toBe('2026-11-02');
  });

  it('takes a conversation off the unread list once read, and puts one on when it has news', () => {
    const data = pages([[summary('a', '2026-11-02')], null]);
    applyConversationChange(data, summary('a', '2026-11-02', { unreadForPractice: 0, position: '11' }), '11', 'unread', 'practice');
    expect(ids(data)).toEqual([]);
    applyConversationChange(data, summary('a', '2026-11-05', { unreadForPractice: 1, position: '12' }), '12', 'unread', 'practice');
    expect(ids(data)).toEqual(['a']);
    // The patient's unread list counts the practice's messages.
    expect(applyConversationChange(data, summary('a', '2026-11-05', { position: '13' }), '13', 'unread', 'patient')).toBe(true);
    expect(ids(data)).toEqual([]);
  });

  it('leaves a conversation older than every page fetched to the next page', () => {
    const data = pages([[summary('b', '2026-11-03')], 'cursor']);
    expect(applyConversationChange(data, summary('old', '2026-10-01', { position: '11' }), '11', 'all', 'practice')).toBe(false);
    expect(ids(data)).toEqual(['b']);
    const whole = pages([[summary('b', '2026-11-03')], null]);
    applyConversationChange(whole, summary('old', '2026-10-01', { position: '11' }), '11', 'all', 'practice');
    expect(ids(whole)).toEqual(['b', 'old']);
  });
});
