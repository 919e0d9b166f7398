/**
 * Where webhooks may go (issue 15, item 8). An endpoint URL is http(s). In live mode it must not
 * resolve to a loopback, private, link-local or otherwise non-public address, unless the operator
 * sets WEBHOOK_ALLOW_PRIVATE_URLS=true (self-hosters delivering inside their network); test mode
 * may deliver anywhere, 127.0.0.1 included. The check runs when the URL is saved and again on
 * every connection (the delivery's DNS lookup), so a name re-pointed at 10.0.0.1 later is refused.
 */
import dns from 'node:dns';
import net from 'node:net';
import type { Mode } from '../../kernel/mode.js';
import { DomainError, invalid } from '../../errors/index.js';

const BLOCKED = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 3],
] as const) BLOCKED.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [['::', 127], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['64:ff9b::', 96]] as const) {
  BLOCKED.addSubnet(prefix, bits, 'ipv6');
}

/** True for an address a live-mode webhook may not reach. */
export function isNonPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return BLOCKED.check(address, 'ipv4');
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return BLOCKED.check(mapped[1], 'ipv4');
    return BLOCKED.check(address, 'ipv6');
  }
  return true;
}

/** Whether deliveries of this mode must stay on public addresses. */
export function mustBePublic(mode: Mode, allowPrivate: boolean): boolean {
  return mode === 'live' && !allowPrivate;
}

function hostOf(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** Parses an endpoint URL: http(s), no credentials. Throws VALIDATION_ERROR naming `field`. */
export function parseEndpointUrl(raw: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalid([{ field, message: 'must be an absolute http or https URL' }]);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid([{ field, message: 'must be an http or https URL' }]);
  if (url.username !== '' || url.password !== '') throw invalid([{ field, message: 'must not carry a user name or password' }]);
  return url;
}

/**
 * Refuses (WEBHOOK_URL_NOT_ALLOWED) a live-mode URL whose host is, or resolves to, a non-public
 * address. A name that does not resolve is refused too: nothing could be delivered to it.
 */
export async function checkEndpointHost(url: URL, mode: Mode, allowPrivate: boolean): Promise<void> {
  if (!mustBePublic(mode, allowPrivate)) return;
  const host = hostOf(url);
  let addresses: string[];
  if (net.isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
    } catch {
      throw new DomainError('WEBHOOK_URL_NOT_ALLOWED', `The host ${host} of the webhook URL does not resolve`);
    }
  }
  const blocked = addresses.find(isNonPublicAddress);
  if (blocked !== undefined || addresses.length === 0) {
    throw new DomainError(
      'WEBHOOK_URL_NOT_ALLOWED',
      `Live-mode webhooks cannot go to a loopback, private or link-local address (${host} is ${blocked ?? 'unresolvable'})`,
    );
  }
}

/**
 * A `lookup` for http.request that refuses non-public addresses: the check at connection time,
 * after DNS, so the address connected to is the address checked.
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as dns.LookupAddress[];
    const blocked = list.find((a) => isNonPublicAddress(a.address));
    if (blocked || list.length === 0) {
      return callback(new Error(`address ${blocked?.address ?? 'none'} is not public`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    const first = list[0] as dns.LookupAddress;
    return callback(null, first.address, first.family);
  });
};
