import type { Role } from './roles';

/** Socket events a staff client sends to follow one patient's changes live (its `patient:<id>` room). */
export const watchPatientEvent = 'watch-patient';
export const unwatchPatientEvent = 'unwatch-patient';
/** A patient's client asks again which rooms it belongs in (after profile setup joined it to a record). */
export const refreshRoomsEvent = 'refresh-rooms';

/** socket.io rooms. */
export const rooms = {
  user: (id: string) => `user:${id}`,
  /** A patient's record: the patient's own sockets and staff following the patient (a logged reading, ADR 28). */
  patient: (id: string) => `patient:${id}`,
  /** The patient's own sockets only: what no one else is shown live (their rewards as they arrive). */
  ownRecord: (id: string) => `own-record:${id}`,
  role: (role: Role) => `role:${role}`,
  weeklyLeaderboard: 'leaderboard:weekly',
} as const;

/** Routes the web client renders without a prerendered page (signed-in areas, share links). */
export const clientOnlyRoutePrefixes = ['/patient-portal', '/staff', '/shared-report', '/progress-report', '/progress-reports'] as const;

/**
 * Where the prerendered pages name the site's own address (canonical link, og:url, og:image,
 * structured data): the server puts SITE_URL, or the address the request came to, in its place.
 */
export const siteUrlToken = '__SITE_URL__';
