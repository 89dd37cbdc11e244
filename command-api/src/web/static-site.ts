import express, { Router, type Request, type Response } from 'express';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { clientOnlyRoutePrefixes, siteUrlToken } from '@pt/contracts';

/** Written by the prerender (web/scripts/prerender.ts) beside the pages. */
interface SiteRoutes {
  /** The prerendered pages a search engine may index (sitemap.xml). */
  indexable: string[];
  /** Path patterns the web app renders without a prerendered page (`:param` is one segment). */
  clientRoutes: string[];
}

export interface StaticSiteOptions {
  analyticsId?: string;
  /** PRACTICE_TIME_ZONE: the web app counts "today" in it (the practice's day), named in every page. */
  timeZone?: string;
  /** SITE_URL: the site's public address. Without it, pages name the address the request came to. */
  siteUrl?: string;
}

/**
 * The built web app: hashed assets cached for a year, prerendered public pages as they are
 * (`/services` → `services/index.html`), the SPA shell for the routes the web app renders itself
 * (portal, staff), robots.txt and sitemap.xml, and the prerendered 404 page, with its status, for
 * anything else, including a portal or staff path the web app has no route for. A POST to any of
 * these addresses is answered `303 See Other` to the same address, its body unread.
 */
export function staticSite(dist: string, options: StaticSiteOptions = {}): Router {
  const router = Router();
  const shell = existsSync(path.join(dist, 'spa.html')) ? path.join(dist, 'spa.html') : path.join(dist, 'index.html');
  const notFound = existsSync(path.join(dist, '404.html')) ? path.join(dist, '404.html') : shell;
  // Read again when a build replaces it, like the pages (see `fileReader`).
  const siteRoutes = fileReader(path.join(dist, 'site-routes.json'), (text) => {
    const routes = JSON.parse(text) as SiteRoutes;
    return { routes, isClientRoute: clientRouteMatcher(routes) };
  });
  const withoutRoutes = clientRouteMatcher(null);
  const currentRoutes = () => {
    try {
      return siteRoutes();
    } catch {
      return null;
    }
  };
  const send = htmlSender(options);
  // Source maps stay on the build machine: they would show every visitor our source.
  router.use((req, res, next) => (req.path.endsWith('.map') ? res.status(404).type('text/plain').send('Not found') : next()));
  router.use('/assets', express.static(path.join(dist, 'assets'), { immutable: true, maxAge: '1y' }), (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').set('cache-control', 'public, max-age=3600').send(robots(siteUrlOf(req, options)));
  });
  router.get('/sitemap.xml', (req, res) => {
    res.type('application/xml').set('cache-control', 'public, max-age=3600').send(sitemap(siteUrlOf(req, options), currentRoutes()?.routes.indexable ?? ['/']));
  });
  router.use(express.static(dist, { index: false, maxAge: '1h', redirect: false }));
  router.get('/{*splat}', (req, res) => {
    // A report's link is private to whom it was sent: never indexed, even when a crawler is given it.
    if (/^\/(shared-report|progress-report)\//.test(req.path)) res.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const page = prerendered(dist, req.path);
    if (page) return send(req, res, 200, page);
    if ((currentRoutes()?.isClientRoute ?? withoutRoutes)(req.path)) return send(req, res, 200, shell);
    return send(req, res, 404, notFound);
  });
  // A form sent natively (before the web app took the page over, or without script) is never read:
  // the visitor gets the address again by GET, which answers as any GET does (page, shell or 404).
  router.post('/{*splat}', (req, res, next) => {
    if (/^\/(api|socket\.io)(\/|$)/.test(req.path)) return next();
    res.set('cache-control', 'no-store').redirect(303, sameAddress(req.originalUrl));
  });
  return router;
}

/** The request's own path and query, as a path of this site: `//host` would send the visitor elsewhere. */
function sameAddress(url: string): string {
  return `/${url.replace(/^[/\\]+/, '')}`;
}

/**
 * A file's contents, derived once and again whenever the file changes: a build of the web app under a
 * running server replaces its pages (whose old assets are then gone) and its route table. Throws when
 * the file cannot be read.
 */
function fileReader<T>(file: string, derive: (text: string) => T): () => T {
  let cached: { version: string; value: T } | undefined;
  return () => {
    const stat = statSync(file);
    const version = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    if (cached?.version !== version) cached = { version, value: derive(readFileSync(file, 'utf8')) };
    return cached.value;
  };
}

/**
 * Whether the web app has a page for the path. From the build's route table when there is one; an
 * older build without it answers the shell for every path under the client-only prefixes.
 */
function clientRouteMatcher(routes: SiteRoutes | null): (urlPath: string) => boolean {
  const underPrefix = (p: string) => clientOnlyRoutePrefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
  if (!routes) return underPrefix;
  const patterns = routes.clientRoutes.map((route) => route.split('/').filter(Boolean));
  return (urlPath) => {
    const segments = urlPath.replace(/\/+$/, '').split('/').filter(Boolean);
    return patterns.some(
      (pattern) => pattern.length === segments.length && pattern.every((part, i) => part.startsWith(':') || part === segments[i]),
    );
  };
}

/** A host name with an optional port, nothing else: the Host header is the visitor's to choose. */
const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/i;

/** The site's address: SITE_URL, else the scheme and host the request came to. */
export function siteUrlOf(req: Request, options: StaticSiteOptions): string {
  if (options.siteUrl) return options.siteUrl.replace(/\/+$/, '');
  const host = req.get('host') ?? '';
  const safeHost = hostPattern.test(host) ? host : 'localhost';
  return `${req.protocol === 'https' ? 'https' : 'http'}://${safeHost}`;
}

/** Each answer names the site's address and, with an analytics id, carries it. */
function htmlSender(options: StaticSiteOptions) {
  const pages = new Map<string, () => string>();
  const tag =
    (options.analyticsId ? `<meta name="ga-measurement-id" content="${options.analyticsId}" />` : '') +
    (options.timeZone ? `<meta name="practice-time-zone" content="${escapeAttribute(options.timeZone)}" />` : '');
  return (req: Request, res: Response, status: number, file: string) => {
    let page = pages.get(file);
    if (!page) pages.set(file, (page = fileReader(file, (text) => text.replace('</head>', `${tag}</head>`))));
    let html: string;
    try {
      html = page();
    } catch {
      // Between a build's removing the page and writing its new one.
      res.status(503).set('retry-after', '1').type('text/plain').send('The site is being updated. Please try again in a moment.');
      return;
    }
    const site = siteUrlOf(req, options);
    res.status(status).set('cache-control', 'no-cache').type('html').send(html.replaceAll(siteUrlToken, escapeAttribute(site)));
  };
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeXml = escapeAttribute;

function robots(site: string): string {
  return [
    'User-agent: *',
    // Signed-in screens and share links are private; the portal's sign-in page (/patient-portal) is not.
    'Disallow: /patient-portal/',
    'Disallow: /staff/',
    'Disallow: /shared-report/',
    'Disallow: /progress-report/',
    'Disallow: /progress-reports',
    'Disallow: /api/',
    '',
    `Sitemap: ${site}/sitemap.xml`,
    '',
  ].join('\n');
}

function sitemap(site: string, pages: string[]): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(site + page)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

function prerendered(dist: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = path.posix.normalize(decoded).replace(/\/+$/, '');
  if (clean.includes('..') || clean.includes('\0')) return null;
  const file = clean === '' ? path.join(dist, 'index.html') : path.join(dist, clean, 'index.html');
  return file.startsWith(dist) && existsSync(file) ? file : null;
}
