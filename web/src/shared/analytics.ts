/**
 * Analytics (DECISIONS: gtag-style `window.dataLayer`, and only when a measurement id is
 * configured; otherwise nothing leaves the browser).
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export interface TrackOptions {
  category: string;
  label: string;
}

const measurementId: string | undefined = import.meta.env.VITE_GA_MEASUREMENT_ID || undefined;
let started = false;

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
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

/** A custom event: name, category, label and the numeric value 1 (spec 000 section 7). */
export function track(name: string, { category, label }: TrackOptions): void {
  if (!measurementId || typeof window === 'undefined') return;
  start(measurementId);
  gtag('event', name, { event_category: category, event_label: label, value: 1 });
}

/** A page view by path, sent when the path or the search parameters change. */
export function trackPageView(path: string): void {
  if (!measurementId || typeof window === 'undefined') return;
  start(measurementId);
  gtag('event', 'page_view', { page_path: path, page_location: window.location.href });
}
