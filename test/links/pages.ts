/** Driving the hosted pages through inject, as a browser without JavaScript would. */
import { expect } from 'vitest';
import type { Harness } from '../support/harness.js';

export interface Page {
  status: number;
  html: string;
  headers: Record<string, string | string[] | number | undefined>;
}

export async function openPage(h: Harness, path: string): Promise<Page> {
  const res = await h.app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, html: res.body, headers: res.headers };
}

export async function submitForm(h: Harness, path: string, fields: Record<string, string>): Promise<Page> {
  const res = await h.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return { status: res.statusCode, html: res.body, headers: res.headers };
}

/** The per-render form id of a page. */
export function attemptOf(page: Page): string {
  const match = /name="attempt" value="([^"]+)"/.exec(page.html);
  expect(match, 'the page has a form with an attempt id').not.toBeNull();
  return match?.[1] ?? '';
}

export const GOOD_CARD = { card_number: '4242 4242 4242 4242', card_expiry: '12/34', card_cvc: '123' };
export const DECLINED_CARD = { card_number: '4000 0000 0000 0002', card_expiry: '12/34', card_cvc: '123' };

export function pathOf(url: string): string {
  return new URL(url).pathname;
}

/** Text without tags and with entities decoded enough to read amounts and names. */
export function textOf(page: Page): string {
  return page.html
    .replace(/<style>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
