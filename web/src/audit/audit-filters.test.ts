import { describe, expect, it } from 'vitest';
import { auditScanLimit } from '@pt/contracts';
import {
  auditDocumentsPath,
  auditEventsPath,
  eventFromSearch,
  filtersFromSearch,
  formFromFilters,
  historyLink,
  isFiltered,
  parseFilterForm,
  searchWithEvent,
  searchWithFilters,
} from './audit-filters';

describe('the filters in the address', () => {
  it('reads the filters it knows, trimmed, and leaves out the empty ones', () => {
    const params = new URLSearchParams('type=ContactMessageSubmitted&stream=%20patient-1%20&actor=&correlation=c-9&tab=x');
    expect(filtersFromSearch(params)).toEqual({ type: 'ContactMessageSubmitted', stream: 'patient-1', correlation: 'c-9' });
    expect(isFiltered(filtersFromSearch(params))).toBe(true);
    expect(isFiltered(filtersFromSearch(new URLSearchParams('event=a/1')))).toBe(false);
  });

  it('writes new filters over the old ones, keeps other parameters and closes the open event', () => {
    const params = new URLSearchParams('type=ContactMessageSubmitted&stream=patient-1&event=patient-1/3&keep=1');
    expect(searchWithFilters(params, { actor: 'anonymous', stream: ' ' }).toString()).toBe('keep=1&actor=anonymous');
    expect(searchWithFilters(params, {}).toString()).toBe('keep=1');
  });

  it('links to the history filtered by one thing', () => {
    expect(historyLink({ stream: 'patient-1 2' })).toBe('/staff/audit?stream=patient-1+2');
    expect(historyLink({})).toBe('/staff/audit');
    expect(formFromFilters({ actor: 'u-1' })).toEqual({ type: '', stream: '', actor: 'u-1', correlation: '', show: '' });
  });
});

describe('the filter form', () => {
  it('answers the filters given, trimmed', () => {
    expect(parseFilterForm({ type: '', stream: ' patient-1 ', actor: '', correlation: '', show: '' })).toEqual({ filters: { stream: 'patient-1' } });
    expect(parseFilterForm({ type: 'ContactMessageSubmitted', stream: '', actor: '', correlation: '', show: '' })).toEqual({ filters: { type: 'ContactMessageSubmitted' } });
    expect(parseFilterForm({ type: '', stream: '', actor: '', correlation: '', show: 'changes' })).toEqual({ filters: { show: 'changes' } });
  });

  it('says what the server would refuse, on its field', () => {
    const parsed = parseFilterForm({ type: 'NoSuchEvent', stream: 'x'.repeat(201), actor: '', correlation: '', show: 'some' });
    expect(parsed.errors).toEqual({ type: 'Unknown event type', stream: 'At most 200 characters', show: 'Choose changes or readings' });
  });
});

describe("the API's addresses", () => {
  it('asks for a page of the history: older than a position, with the filters', () => {
    expect(auditEventsPath({})).toBe('/api/audit/events');
    expect(auditEventsPath({ type: 'ContactMessageSubmitted', stream: 'contact-1' }, '120', 50)).toBe('/api/audit/events?before=120&limit=50&type=ContactMessageSubmitted&stream=contact-1');
    expect(auditEventsPath({ actor: 'anonymous' }, null)).toBe('/api/audit/events?actor=anonymous');
    expect(auditScanLimit).toBeGreaterThan(0);
  });

  it('encodes the stream of an event in the path', () => {
    expect(auditDocumentsPath({ stream: 'patient-a/b c', revision: 4 })).toBe('/api/audit/events/patient-a%2Fb%20c/4/documents');
  });
});

describe('the open event in the address', () => {
  it('reads and writes it as <stream>/<revision>', () => {
    const params = searchWithEvent(new URLSearchParams('type=X'), { stream: 'contact-1', revision: 2 });
    expect(params.get('event')).toBe('contact-1/2');
    expect(eventFromSearch(params)).toEqual({ stream: 'contact-1', revision: 2 });
    expect(searchWithEvent(params, null).toString()).toBe('type=X');
  });

  it('ignores a malformed one', () => {
    for (const value of ['', 'contact-1', '/2', 'contact-1/', 'contact-1/x', 'contact-1/-1']) {
      expect(eventFromSearch(new URLSearchParams({ event: value })), value).toBeNull();
    }
    expect(eventFromSearch(new URLSearchParams({ event: 'a/b/7' }))).toEqual({ stream: 'a/b', revision: 7 });
  });
});
