import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';

/**
 * The part of a client address that identifies one client: an IPv4 address, or the /64 prefix of an IPv6 address
 * (one home or phone gets a whole /64 and can change the rest at will). IPv4-mapped IPv6 counts as IPv4.
 */
export function clientNetwork(ip: string | undefined | null): string {
  const address = (ip ?? '').trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (isIPv4(address)) return address;
  if (isIPv6(address)) return expandIPv6(address).slice(0, 4).join(':') + '::/64';
  return address || 'unknown';
}

function expandIPv6(address: string): string[] {
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const middle = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...middle, ...right].map((g) => g.padStart(4, '0'));
}

/**
 * What the per-client limit stores instead of the address (docs/reports.md): an HMAC under the server's secret, so
 * the table never holds an IP address and the value cannot be reversed by trying all 2^32 IPv4 addresses.
 */
export function clientHash(ip: string | undefined | null, secret: string): string {
  return createHmac('sha256', secret)
    .update(`user-report-client:${clientNetwork(ip)}`)
    .digest('hex');
}
