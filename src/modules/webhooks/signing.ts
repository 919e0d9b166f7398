/**
 * The Standard Webhooks signature (https://www.standardwebhooks.com): headers `webhook-id`,
 * `webhook-timestamp` (unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256>` of
 * `id.timestamp.body`, keyed by the base64 part of the endpoint's `whsec_` secret. Receivers verify
 * it with the `standardwebhooks` package (README, "Webhooks"). Right after a rotation a delivery
 * carries two signatures, space-separated as the scheme allows: the new secret's and the previous
 * one's (for 24 hours), so receivers that still hold the old secret keep verifying.
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

/** The three signature headers of one delivery attempt, signed with each of `secrets` (the current one first). */
export function signedHeaders(secrets: readonly string[], id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': secrets.map((secret) => signatureOf(secret, id, timestamp, body)).join(' '),
  };
}

/** The secrets a delivery attempted at `now` is signed with: the current one, and the previous one until it expires. */
export function signingSecrets(endpoint: { secret: string; previous_secret: string | null; previous_secret_expires_at: string | null }, now: Date): string[] {
  const previousLives = endpoint.previous_secret !== null && endpoint.previous_secret_expires_at !== null && new Date(endpoint.previous_secret_expires_at) > now;
  return previousLives ? [endpoint.secret, endpoint.previous_secret as string] : [endpoint.secret];
}
