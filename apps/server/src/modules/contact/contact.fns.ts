import ipaddr from 'ipaddr.js';

/**
 * Whom a rate limit counts: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber usually holds a whole /64 and could otherwise send from a new address each time),
 * an IPv4 address written as IPv6 (`::ffff:203.0.113.9`) as the IPv4 address.
 */
export function rateLimitSubject(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((p) => p.toString(16));
  return `${parts.join(':')}::/64`;
}
