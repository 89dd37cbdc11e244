/** How a report link's openings are ordered and worded (pure, tested without a browser). */

/** Newest opening first. */
export const accessBefore = (a: { accessedAt: string; id: string }, b: { accessedAt: string; id: string }) =>
  a.accessedAt > b.accessedAt || (a.accessedAt === b.accessedAt && a.id > b.id);

/**
 * A short name of the browser that opened a link ('Chrome on Android', 'Safari on iPhone'): enough
 * to tell openings apart, never the whole user agent.
 */
export function shortBrowser(userAgent: string | null | undefined): string {
  const ua = (userAgent ?? '').trim();
  if (!ua) return 'Unknown browser';
  const browser =
    /Edg(e|A|iOS)?\//.test(ua) ? 'Edge'
    : /OPR\/|Opera/.test(ua) ? 'Opera'
    : /SamsungBrowser\//.test(ua) ? 'Samsung Internet'
    : /Firefox\/|FxiOS\//.test(ua) ? 'Firefox'
    : /HeadlessChrome\//.test(ua) ? 'Headless Chrome'
    : /Chrome\/|CriOS\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) && /Version\//.test(ua) ? 'Safari'
    : /^curl\//i.test(ua) ? 'curl'
    : /^(node|undici|wget|python-requests|go-http-client|axios|okhttp)\b/i.test(ua) ? 'A program, not a browser'
    : /bot|crawler|spider|preview/i.test(ua) ? 'A link preview or bot'
    : null;
  const system =
    /iPhone/.test(ua) ? 'iPhone'
    : /iPad/.test(ua) ? 'iPad'
    : /Android/.test(ua) ? 'Android'
    : /Windows/.test(ua) ? 'Windows'
    : /CrOS/.test(ua) ? 'ChromeOS'
    : /Mac OS X|Macintosh/.test(ua) ? 'Mac'
    : /Linux/.test(ua) ? 'Linux'
    : null;
  if (!browser) return system ? `A browser on ${system}` : 'Other browser';
  return system ? `${browser} on ${system}` : browser;
}
