/**
 * Analytics (DECISIONS: gtag-style `window.dataLayer`, and only when a measurement id is
 * configured; otherwise nothing leaves the browser).
 *
 * The measurement id is read when first needed, so one build serves every deployment: the build's
 * `VITE_GA_MEASUREMENT_ID`, else what the server put into the page, as
 * `<meta name="ga-measurement-id" content="G-...">` (works under a strict Content-Security-Policy)
 * or `window.__PT_CONFIG__ = { gaMeasurementId: 'G-...' }`.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    __PT_CONFIG__?: { gaMeasurementId?: unknown };
  }
}

export interface TrackOptions {
  category: string;
  label: string;
}

const gtagScript = 'https://www.googletagmanager.com/gtag/js';
let configured: string | null | undefined;
let started = false;

const usable = (value: unknown): string | null =>
  typeof value === 'string' && /^[A-Za-z0-9-]{4,40}$/.test(value.trim()) ? value.trim() : null;

/** The configured measurement id, or null when analytics is off. */
export function measurementId(): string | null {
  if (configured !== undefined) return configured;
  if (typeof window === 'undefined') return null;
  configured =
    usable(import.meta.env.VITE_GA_MEASUREMENT_ID) ??
    usable(document.querySelector<HTMLMetaElement>('meta[name="ga-measurement-id"]')?.content) ??
    usable(window.__PT_CONFIG__?.gaMeasurementId);
  return configured;
}

// gtag.js only reads `arguments` objects from the data layer, hence the classic function form.
function gtag(..._args: unknown[]): void {
  window.dataLayer = window.dataLayer ?? [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

function start(id: string) {
  if (started) return;
  started = true;
  gtag('js', new Date());
  gtag('config', id, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${gtagScript}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** A custom event: name, category, label and the numeric value 1 (spec 000 section 7). */
export function track(name: string, { category, label }: TrackOptions): void {
  const id = measurementId();
  if (!id) return;
  start(id);
  gtag('event', name, { event_category: category, event_label: label, value: 1 });
}

/**
 * A report's link is a key to a patient's report, and an e-mail confirmation's token is one of an
 * account's (ADR 33): analytics get the page's kind, never the key.
 */
export function withoutSecrets(path: string): string {
  return path.replace(/^\/(shared-report|progress-report)\/[^/?#]+/, '/$1/[link]').replace(/([?&]token=)[^&#]*/g, '$1[link]');
}

/** A page view by path, sent when the path or the search parameters change. */
export function trackPageView(path: string): void {
  const id = measurementId();
  if (!id) return;
  start(id);
  const pagePath = withoutSecrets(path);
  gtag('event', 'page_view', { page_path: pagePath, page_location: `${window.location.origin}${pagePath}` });
}
