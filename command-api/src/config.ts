import type { AppointmentType } from '@pt/contracts';
export type { AppointmentType };

export interface ApiConfig {
  port: number;
  /** Secret that signs portal tokens. */
  jwtSecret: string;
  /** Salt of the hashed client addresses kept in events (never the address itself). */
  ipSalt: string;
  /** Express `trust proxy`: false, or the number of proxies in front. */
  trustProxy: boolean | number;
  /**
   * How long an idle kept-alive connection stays open, in ms (default 5 s). Behind a proxy or load
   * balancer that keeps its connections to us open longer, this must be longer than its idle timeout.
   */
  keepAliveTimeout?: number;
  loginAttempts: number;
  /** Anonymous writes (contact, callback, registration ...) per address in 10 minutes. */
  publicWrites: number;
  /** How long a portal token lives (jose syntax, e.g. '12h'). */
  tokenTtl: string;
  /** The practice's time zone: days, weeks and streaks are counted in it. */
  timeZone: string;
  /** Demo data is on (the rewards' Demo Mode card). */
  demo: boolean;
  /** The built web app to serve, when present. */
  webDist?: string;
  /** SITE_URL: the site's public address in pages (canonical, og:url); unset, the address each request came to. */
  siteUrl?: string;
  /** Google Analytics measurement id: page views and events leave the browser only when set. */
  analyticsId?: string;
  appointmentTypes: AppointmentType[];
}

export interface Health {
  ready(): Promise<{ ready: boolean } & Record<string, unknown>>;
}
