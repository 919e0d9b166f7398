/** success_url and back_url: absolute http or https URLs only (never javascript:, data:, relative paths). */
import type { ProblemDetail } from '../../errors/index.js';

export function isHttpUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** The success URL a used link redirects to: `{LINK_ID}` (like Stripe's `{CHECKOUT_SESSION_ID}`) becomes the link's id. */
export function successUrlFor(successUrl: string | null, linkId: string): string | null {
  return successUrl === null ? null : successUrl.replaceAll('{LINK_ID}', linkId);
}

/** The URL, null when absent; records a problem at `field` when it is not http(s). */
export function redirectUrlField(value: string | null | undefined, field: string, problems: ProblemDetail[]): string | null {
  if (value === undefined || value === null) return null;
  if (!isHttpUrl(value)) {
    problems.push({ field, message: 'must be an absolute http or https URL' });
    return null;
  }
  return value;
}
