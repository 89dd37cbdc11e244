/**
 * Prerenders the public pages into web/dist so their content (and the home page's largest image)
 * arrive in the first response; React hydrates them. Each page gets its title, description,
 * canonical link and the practice's LocalBusiness structured data.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { practice, siteUrlToken } from '@pt/contracts';
import { metaFor, notFoundMeta, type PageMeta } from '../src/app/page-meta';
import { socialLinks } from '../src/app/layout/social-links';

const dist = path.resolve(import.meta.dirname, '..', process.env.WEB_OUT_DIR ?? 'dist');
const ssrDir = path.resolve(import.meta.dirname, '..', process.env.WEB_SSR_DIR ?? 'dist-ssr');
// The server puts the site's address (SITE_URL, or the request's own) in place of this token.
const siteUrl = siteUrlToken;
export const prerenderedPaths = ['/', '/services', '/about', '/testimonials', '/contact', '/intake', '/privacy', '/privacy-practices', '/patient-portal', '/patient-portal/login'];
/** The pages search engines may list (sitemap.xml); the login page names /patient-portal as its canonical address. */
const indexablePaths = prerenderedPaths.filter((route) => route !== '/patient-portal/login');
/** The picture a shared link shows (web/public), its size and what it shows. */
const shareImage = { path: '/images/share/coastal-motion-share.jpg', width: 1200, height: 630, alt: `${practice.name}: ${practice.tagline} at home in Melbourne and Brevard County, Florida` };

/**
 * The lazy modules of each prerendered route, whose chunks and styles the page links beside the
 * entry's: the store (with the forms' styles) first where the page reads it, or the forms' styles
 * alone for a page that only sends (see app/routes.tsx), then the page.
 */
const withStore = 'src/app/with-store.tsx';
const pageModules: Record<string, string[]> = {
  '/services': ['src/public-site/services/ServicesPage.tsx'],
  '/about': ['src/public-site/about/AboutPage.tsx'],
  '/testimonials': ['src/public-site/testimonials/TestimonialsPage.tsx'],
  '/contact': [withStore, 'src/public-site/contact/ContactPage.tsx'],
  '/intake': ['src/app/form-styles.ts', 'src/intake-form/IntakePage.tsx'],
  '/privacy': ['src/public-site/privacy/PrivacyPolicyPage.tsx'],
  '/privacy-practices': ['src/public-site/privacy/PrivacyPracticesPage.tsx'],
  '/patient-portal': [withStore, 'src/portal/LoginPage.tsx'],
  '/patient-portal/login': [withStore, 'src/portal/LoginPage.tsx'],
};
/** The 404 page's (404.html, any unknown path). */
const notFoundModules = ['src/app/NotFoundPage.tsx'];

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/**
 * The page's own stylesheets (linked, so the first paint has them: no layout shift) and modulepreload
 * links for its chunk and the chunks it imports, so hydration need not wait for them.
 */
function preloads(modules: string[]): string[] {
  const files = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || styles.has(chunk.file)) return;
    // a module of styles alone (app/form-styles.ts) is a stylesheet, not a script
    if (chunk.file.endsWith('.css')) styles.add(chunk.file);
    else files.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`No chunk for ${module} in the build manifest`);
    visit(module);
  }
  // the entry's own imports and styles are in the template already
  const fresh = (file: string) => !template.includes(file);
  return [
    ...[...styles].filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...[...files].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const localBusiness = {
  '@context': 'https://schema.org',
  '@type': ['MedicalBusiness', 'LocalBusiness'],
  name: practice.name,
  description: 'Self-pay mobile physical, occupational, hand and lymphedema therapy at home in Melbourne and Brevard County, Florida.',
  url: `${siteUrl}/`,
  image: `${siteUrl}${shareImage.path}`,
  logo: `${siteUrl}/favicon.svg`,
  telephone: practice.phone,
  email: practice.email,
  priceRange: '$95-$150',
  paymentAccepted: 'Credit Card, Debit Card, HSA, FSA, Payment Plan',
  currenciesAccepted: 'USD',
  address: { '@type': 'PostalAddress', addressLocality: 'Melbourne', addressRegion: 'FL', postalCode: practice.postalCode, addressCountry: 'US' },
  geo: { '@type': 'GeoCoordinates', latitude: 28.0836, longitude: -80.6081 },
  areaServed: ['Melbourne', 'Viera', 'Melbourne Beach', 'Indialantic', 'Satellite Beach', 'Cocoa Beach', 'Brevard County'].map((name) => ({ '@type': 'City', name })),
  ...(socialLinks(practice.social).length ? { sameAs: socialLinks(practice.social).map((link) => link.href) } : {}),
  openingHoursSpecification: [{ '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], opens: '08:00', closes: '18:00' }],
};

function page(template: string, meta: PageMeta, route: string | null, body: string, extraHead: string[] = []): string {
  const image = `${siteUrl}${shareImage.path}`;
  const head = [
    ...extraHead,
    `<title>${escape(meta.title)}</title>`,
    `<meta name="description" content="${escape(meta.description)}" />`,
    ...(route
      ? [`<link rel="canonical" href="${siteUrl}${route}" />`, `<meta property="og:url" content="${siteUrl}${route}" />`]
      : ['<meta name="robots" content="noindex" />']),
    `<meta property="og:site_name" content="${escape(practice.name)}" />`,
    `<meta property="og:title" content="${escape(meta.title)}" />`,
    `<meta property="og:description" content="${escape(meta.description)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:locale" content="en_US" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:width" content="${shareImage.width}" />`,
    `<meta property="og:image:height" content="${shareImage.height}" />`,
    `<meta property="og:image:alt" content="${escape(shareImage.alt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${escape(meta.title)}" />`,
    `<meta name="twitter:description" content="${escape(meta.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    `<meta name="twitter:image:alt" content="${escape(shareImage.alt)}" />`,
    `<script type="application/ld+json">${JSON.stringify(localBusiness).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
  // React writes the page's largest image's preload at the start of the body; in the head, before the
  // scripts, it is requested first (the page's largest paint waits for it, not for the scripts).
  const imagePreloads = body.match(/^(?:<link rel="preload" as="image"[^>]*\/>)+/)?.[0] ?? '';
  return template
    .replace('<script src="/preferences.js">', `${imagePreloads}${imagePreloads && '\n    '}<script src="/preferences.js">`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root">${body.slice(imagePreloads.length)}</div>`);
}

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The untouched shell serves every route that is not prerendered (portal, staff).
writeFileSync(path.join(dist, 'spa.html'), template);
const { render, routePaths } = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as {
  render(url: string): Promise<string>;
  routePaths(): string[];
};
// Rendering needs an absolute address; the pages' links are relative, only the head names the site.
const renderUrl = 'http://localhost';

for (const route of prerenderedPaths) {
  const html = page(template, metaFor(route), route === '/patient-portal/login' ? '/patient-portal' : route, await render(`${renderUrl}${route}`), preloads(pageModules[route] ?? []));
  const file = route === '/' ? path.join(dist, 'index.html') : path.join(dist, route, 'index.html');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, html);
}
writeFileSync(path.join(dist, '404.html'), page(template, notFoundMeta, null, await render(`${renderUrl}/this-page-does-not-exist`), preloads(notFoundModules)));
// What the server needs to know of the routes: the pages for sitemap.xml, and the paths the web app
// renders itself (the shell answers them with 200; any other path is a 404).
const clientRoutes = [...new Set(routePaths())].filter((route) => !prerenderedPaths.includes(route));
writeFileSync(path.join(dist, 'site-routes.json'), JSON.stringify({ indexable: indexablePaths, clientRoutes }, null, 2));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${prerenderedPaths.length} pages and 404.html into ${path.relative(process.cwd(), dist)}`);
