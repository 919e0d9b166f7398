/**
 * The portal's per-page form token, against cross-site form posts. The portal token in the path
 * is already a secret a forging site cannot know; the form token adds that a POST comes from a
 * page this server rendered for that very link: `<nonce>.<mac>`, the MAC an HMAC-SHA256 of the
 * nonce keyed by the portal token. Nothing is stored (a portal link is reusable, so is its page);
 * a token minted for another portal link, or made up, does not verify.
 */
import crypto from 'node:crypto';

const PURPOSE = 'meterline-portal-form:';

function mac(portalToken: string, nonce: string): string {
  return crypto.createHmac('sha256', portalToken).update(PURPOSE + nonce, 'utf8').digest('base64url');
}

export function newFormToken(portalToken: string): string {
  const nonce = crypto.randomBytes(16).toString('base64url');
  return `${nonce}.${mac(portalToken, nonce)}`;
}

export function verifyFormToken(portalToken: string, formToken: string | undefined): boolean {
  if (!formToken) return false;
  const [nonce, given, ...rest] = formToken.split('.');
  if (!nonce || !given || rest.length > 0 || nonce.length > 64) return false;
  const expected = Buffer.from(mac(portalToken, nonce), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
