import { createHmac, timingSafeEqual } from 'node:crypto';
import { splitIpList } from '@coffer/contract';
import ipaddr from 'ipaddr.js';

/** What a signed request signs: `timestamp \n METHOD \n path-with-query \n body`. */
export const signedText = (timestamp: string, method: string, path: string, body: string) =>
  `${timestamp}\n${method.toUpperCase()}\n${path}\n${body}`;

/** Hex HMAC-SHA256 of the signed text with the key's secret (what a client computes). */
export const signRequest = (secret: string, timestamp: string, method: string, path: string, body: string) =>
  createHmac('sha256', secret)
    .update(signedText(timestamp, method, path, body))
    .digest('hex');

/** Constant-time comparison of two hex signatures. */
export function signaturesEqual(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** An address as ipaddr.js reads it, IPv4-mapped IPv6 (::ffff:1.2.3.4) taken as IPv4. */
function parse(address: string) {
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/** True when the client address is one of the bound addresses or inside one of the bound ranges. */
export function ipAllowed(clientIp: string, list: string): boolean {
  if (!ipaddr.isValid(clientIp)) return false;
  const client = parse(clientIp);
  return splitIpList(list).some((entry) => {
    try {
      if (entry.includes('/')) {
        const [range, bits] = ipaddr.parseCIDR(entry);
        const base =
          range.kind() === 'ipv6' && (range as ipaddr.IPv6).isIPv4MappedAddress()
            ? (range as ipaddr.IPv6).toIPv4Address()
            : range;
        const prefix = base.kind() === range.kind() ? bits : bits - 96;
        return client.kind() === base.kind() && client.match(base, prefix);
      }
      const bound = parse(entry);
      return client.kind() === bound.kind() && client.toNormalizedString() === bound.toNormalizedString();
    } catch {
      return false;
    }
  });
}
