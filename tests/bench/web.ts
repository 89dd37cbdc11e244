/**
 * `npm run bench:web`: for each public page, the gzip bytes of JavaScript and CSS a first visit
 * loads, and a Lighthouse mobile run (performance, accessibility, best practices, SEO, LCP, CLS,
 * TBT) with Debian's Chromium. Builds nothing: run `npm run build` first. Reports; asserts nothing.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchBrowser, chromiumPath } from '../support/browser';
import { startServerProcess } from '../support/child-server';

// `npm run bench:web -- /contact /intake` measures only those pages.
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/services', '/about', '/testimonials', '/contact', '/intake', '/privacy', '/privacy-practices'];
const server = await startServerProcess({ DEMO: '0' });
const browser = await launchBrowser();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const rows: Record<string, string | number>[] = [];
try {
  for (const route of pages) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const bytes = { js: 0, css: 0 };
    page.on('requestfinished', async (request) => {
      const type = request.resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const sizes = await request.sizes();
      bytes[type === 'script' ? 'js' : 'css'] += sizes.responseBodySize;
    });
    await page.goto(server.url + route, { waitUntil: 'networkidle' });
    await context.close();

    const result = await lighthouse(server.url + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
    const lhr = result!.lhr;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    rows.push({
      page: route,
      'JS gzip kB': +(bytes.js / 1024).toFixed(1),
      'CSS gzip kB': +(bytes.css / 1024).toFixed(1),
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best practices': score('best-practices'),
      SEO: score('seo'),
      'LCP ms': Math.round(audit('largest-contentful-paint')),
      CLS: +audit('cumulative-layout-shift').toFixed(3),
      'TBT ms': Math.round(audit('total-blocking-time')),
    });
  }
} finally {
  await chrome.kill();
  await browser.cleanup();
  await server.stop();
}
console.table(rows);
