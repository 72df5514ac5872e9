import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a webhook must never reach: loopback, private, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, unspecified, multicast and reserved ranges, in IPv4 and
 * IPv6 (IPv4-mapped IPv6 addresses are checked as the IPv4 address they carry).
 */
const blocked = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6');

/** True for an address a webhook may not be sent to. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, 'ipv4');
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], 'ipv4');
  return blocked.check(address, 'ipv6');
}

/** Why a host is refused: its name does not resolve, or an address it has is not public. */
export type HostRefusal = 'unresolved' | 'private';
export type HostCheck =
  | { ok: true; addresses: string[] }
  | { ok: false; refusal: HostRefusal; reason: string };

const unresolved = (host: string): HostCheck => ({
  ok: false,
  refusal: 'unresolved',
  reason: `the host ${host} could not be resolved`,
});

/**
 * Resolves a URL's host (an IP literal stands for itself) and refuses it when any address it
 * resolves to is private, unless `allowPrivate` (the development flag).
 */
export async function checkHost(hostname: string, allowPrivate: boolean): Promise<HostCheck> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    } catch {
      return unresolved(host);
    }
  }
  if (addresses.length === 0) return unresolved(host);
  if (!allowPrivate && addresses.some(isPrivateAddress))
    return {
      ok: false,
      refusal: 'private',
      reason: `the host ${host} is a loopback, private or link-local address`,
    };
  return { ok: true, addresses };
}
