import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, never a downloaded one (KNOWN-GOOD-VERSIONS.md). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export async function launchBrowser(): Promise<Browser & { cleanup(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'pt-chromium-'));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: [...flags, `--user-data-dir=${profile}`] });
  return Object.assign(browser, {
    async cleanup() {
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
  });
}
