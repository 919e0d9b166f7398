/** Debian's Chromium for the browser tests, launched one way, and where their screenshots go. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';

const CHROMIUM = '/usr/bin/chromium';
export const SCREENSHOTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'screenshots');
export const hasChromium = fs.existsSync(CHROMIUM);
if (!hasChromium) console.warn(`e2e: ${CHROMIUM} not found, skipping the browser tests (install it with: apt-get install -y chromium)`);

export async function launchChromium(): Promise<Browser> {
  fs.mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage', '--no-first-run'],
  });
}
