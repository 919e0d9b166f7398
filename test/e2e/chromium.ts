/** Debian's Chromium for the browser tests, launched one way, and where their screenshots go. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { Harness } from '../support/harness.js';

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

/** Serves the harness's app on a free loopback port and makes it the public base URL; answers that URL. */
export async function serveOnLoopback(h: Harness): Promise<string> {
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
  h.config.publicBaseUrl = base;
  return base;
}

/** A phone-sized browser context (390 x 844), 8 s per action; without JavaScript for the hosted pages' no-JS promise. */
export async function phoneContext(browser: Browser, options: { javaScript?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
  context.setDefaultTimeout(8000);
  return context;
}
