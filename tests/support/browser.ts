import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded one (KNOWN-GOOD-VERSIONS.md). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** Playwright gives every launch a fresh, temporary user-data directory of its own. */
export async function launchBrowser(): Promise<Browser & { cleanup(): Promise<void> }> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: flags });
  return Object.assign(browser, { cleanup: () => browser.close() });
}
