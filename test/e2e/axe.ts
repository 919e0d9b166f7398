/**
 * What the dashboard's browser tests share: signing in through the page, and axe-core's WCAG 2.1
 * AA rules (tags wcag2a, wcag2aa, wcag21a, wcag21aa) run on the page as Chromium rendered it,
 * answered as one line per violation ("color-contrast (serious): .mode-badge ...") so a failing
 * assertion says what to fix.
 */
import axe from 'axe-core';
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

/** axe-core's options: the WCAG 2.1 AA tags, plus empty-table-header; node details for violations only. */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: [...WCAG_21_AA] },
  rules: { 'empty-table-header': { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * Loads axe-core into every page the context opens, before the page's own scripts (an init script,
 * sent to the browser once), for a test that checks page after page: sending axe's 0.5 MB source
 * over the protocol into each page took ~250 ms of the ~800 ms a check cost.
 */
export async function loadAxeOnEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: axe.source });
}

/**
 * The page's WCAG 2.1 AA violations, one line each (empty when it passes), and a table header with
 * no text (axe's empty-table-header, a best practice outside those tags, which the issue names).
 * axe runs in the page itself (loaded by loadAxeOnEveryPage, else sent now): our pages have no
 * frames (they serve none, and the CSP's frame-ancestors keeps others from framing them), and only
 * the violations come back, not the passes' node lists.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async (options) => {
    // In the page: its window and document (no DOM types in this project).
    const inPage = globalThis as unknown as { axe: typeof axe; document: axe.ElementContext };
    const result = await inPage.axe.run(inPage.document, options);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? 'unknown', targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, AXE_OPTIONS);
  return violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`);
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
