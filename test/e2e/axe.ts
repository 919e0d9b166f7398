/**
 * What the dashboard's browser tests share: signing in through the page, and axe-core's WCAG 2.1
 * AA rules (tags wcag2a, wcag2aa, wcag21a, wcag21aa) run on the page as Chromium rendered it,
 * answered as one line per violation ("color-contrast (serious): .mode-badge ...") so a failing
 * assertion says what to fix.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { STORE_KINDS, type StoreKind } from '../support/stores.js';

export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The two widths every dashboard test runs at: a laptop and a phone (390 px). */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export type ViewportName = (typeof VIEWPORTS)[number]['name'];

/**
 * The widths a browser story runs at on this store. Chromium is the CI's scarcest time (over half of
 * it), and what a width changes (the layout) does not depend on the store, nor what a store changes
 * (the data) on the width: each story runs at the laptop width on SQLite and at the phone width on
 * PostgreSQL, so every form and page meets each width and each store once. With one store
 * (TEST_STORES), at both widths.
 */
export const viewportsOf = (kind: StoreKind): readonly (typeof VIEWPORTS)[number][] =>
  STORE_KINDS.length === 1 ? VIEWPORTS : VIEWPORTS.filter((viewport) => (kind === 'sqlite') === (viewport.name === 'desktop'));


export async function contextAt(browser: Browser, viewport: (typeof VIEWPORTS)[number], options: { javaScript?: boolean } = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScript ?? true, viewport: { width: viewport.width, height: viewport.height }, deviceScaleFactor: 1 });
  context.setDefaultTimeout(8000);
  return context;
}

/**
 * The page's WCAG 2.1 AA violations, one line each (empty when it passes), and a table header with
 * no text (axe's empty-table-header, a best practice outside those tags, which the issue names).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode: axe.run in the page itself. The default runs axe in each frame, then injects it
  // again into a blank page opened to join the frames' results: three evaluations of axe's 0.5 MB
  // source and a page per check, for pages that have no frames (ours serve none, and the CSP's
  // frame-ancestors keeps others from framing them). Same rules, same results.
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ runOnly: { type: 'tag', values: [...WCAG_21_AA] }, rules: { 'empty-table-header': { enabled: true } } })
    .analyze();
  return result.violations.map((v) => `${v.id} (${v.impact ?? 'unknown'}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export async function signInThroughThePage(page: Page, app: string, user: { email: string; password: string }): Promise<void> {
  await page.goto(`${app}/dashboard/login`);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${app}/dashboard`);
}

/** A string: the test project compiles without DOM types. True when nothing scrolls sideways. */
export const fitsTheWidth = (page: Page) => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
