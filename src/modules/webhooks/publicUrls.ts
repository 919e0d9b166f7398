/**
 * Resources whose API form carries an absolute URL of this server (an invoice's
 * `public_invoice_url`) are recorded in the outbox with PUBLIC_BASE_URL_MARK in place of the base
 * URL: the code that records them (the billing engine, outside any request) does not know
 * PUBLIC_BASE_URL. Delivery and the events API put the configured base URL back, so receivers
 * see exactly what the API answers.
 */
export const PUBLIC_BASE_URL_MARK = 'meterline:public-base-url';

export function withPublicBaseUrl(payload: string, publicBaseUrl: string): string {
  return payload.includes(PUBLIC_BASE_URL_MARK) ? payload.replaceAll(PUBLIC_BASE_URL_MARK, publicBaseUrl) : payload;
}
