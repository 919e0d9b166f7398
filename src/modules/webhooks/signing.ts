/**
 * The Standard Webhooks signature (https://www.standardwebhooks.com): headers `webhook-id`,
 * `webhook-timestamp` (unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256>` of
 * `id.timestamp.body`, keyed by the base64 part of the endpoint's `whsec_` secret. Receivers verify
 * it with the `standardwebhooks` package (README, "Webhooks").
 */
import crypto from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 24;

/** A fresh endpoint secret: `whsec_` and 24 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${crypto.randomBytes(SECRET_BYTES).toString('base64')}`;
}

export function signatureOf(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const digest = crypto.createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/** The three signature headers of one delivery attempt. */
export function signedHeaders(secret: string, id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureOf(secret, id, timestamp, body),
  };
}
