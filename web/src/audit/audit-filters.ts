import { auditQuerySchema } from '@pt/contracts';

/**
 * The history's filters live in the address (`/staff/audit?type=...&stream=...`), so a view can be
 * shared and the back button returns to the previous one. The open event is there too
 * (`event=<stream>/<revision>`), so a link can open it.
 */
export const filterKeys = ['type', 'stream', 'actor', 'correlation', 'show'] as const;
export type FilterKey = (typeof filterKeys)[number];
export type AuditFilters = Partial<Record<FilterKey, string>>;

/** The filter form as typed: every field a string, empty when not used. */
export type FilterForm = Record<FilterKey, string>;

/** One event of the log, by its stream and its revision in it. */
export interface AuditEventRef {
  stream: string;
  revision: number;
}

const eventKey = 'event';

/** The filters an address asks for: trimmed, the empty ones left out. */
export function filtersFromSearch(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const key of filterKeys) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return filters;
}

/** The address's query with these filters (and no open event); other parameters are kept. */
export function searchWithFilters(params: URLSearchParams, filters: AuditFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(eventKey);
  for (const key of filterKeys) {
    const value = filters[key]?.trim();
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The link to the history filtered by only these filters, e.g. one stream's events. */
export const historyLink = (filters: AuditFilters) => {
  const query = searchWithFilters(new URLSearchParams(), filters).toString();
  return query ? `/staff/audit?${query}` : '/staff/audit';
};

export const isFiltered = (filters: AuditFilters) => filterKeys.some((key) => !!filters[key]);

export const formFromFilters = (filters: AuditFilters): FilterForm => ({
  type: filters.type ?? '',
  stream: filters.stream ?? '',
  actor: filters.actor ?? '',
  correlation: filters.correlation ?? '',
  show: filters.show ?? '',
});

/** The server's own rules for the filters (auditQuerySchema), so a mistake shows before the request. */
const filterSchema = auditQuerySchema.pick({ type: true, stream: true, actor: true, correlation: true, show: true });

/** The typed form as filters, or a message for each field the server would refuse. */
export function parseFilterForm(form: FilterForm): { filters: AuditFilters; errors?: undefined } | { filters?: undefined; errors: Partial<Record<FilterKey, string>> } {
  const given: AuditFilters = {};
  for (const key of filterKeys) {
    const value = form[key].trim();
    if (value) given[key] = value;
  }
  const parsed = filterSchema.safeParse(given);
  if (parsed.success) return { filters: given };
  const errors: Partial<Record<FilterKey, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && (filterKeys as readonly string[]).includes(key)) errors[key as FilterKey] ??= issue.message;
  }
  return { errors };
}

/** The API's address of one page of the history: older than `before` when given. */
export function auditEventsPath(filters: AuditFilters, before?: string | null, limit?: number): string {
  const query = new URLSearchParams();
  if (before) query.set('before', before);
  if (limit !== undefined) query.set('limit', String(limit));
  for (const key of filterKeys) if (filters[key]) query.set(key, filters[key]!);
  const text = query.toString();
  return text ? `/api/audit/events?${text}` : '/api/audit/events';
}

/** The API's address of what the screens' data held before and after one event. */
export const auditDocumentsPath = ({ stream, revision }: AuditEventRef) => `/api/audit/events/${encodeURIComponent(stream)}/${revision}/documents`;

/** The event the address opens, if any and well formed. */
export function eventFromSearch(params: URLSearchParams): AuditEventRef | null {
  const value = params.get(eventKey);
  if (!value) return null;
  const slash = value.lastIndexOf('/');
  if (slash <= 0) return null;
  const revisionText = value.slice(slash + 1);
  if (!/^\d{1,15}$/.test(revisionText)) return null;
  return { stream: value.slice(0, slash), revision: Number(revisionText) };
}

/** The address's query with this event open (or none). */
export function searchWithEvent(params: URLSearchParams, ref: AuditEventRef | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (ref) next.set(eventKey, `${ref.stream}/${ref.revision}`);
  else next.delete(eventKey);
  return next;
}

export const sameEvent = (a: AuditEventRef | null, b: AuditEventRef | null) => !!a && !!b && a.stream === b.stream && a.revision === b.revision;
