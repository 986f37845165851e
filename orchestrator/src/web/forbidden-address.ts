import ipaddr from 'ipaddr.js';

/**
 * Why the guard may not connect to an IP address, or undefined for a public unicast address.
 *
 * An allow-list of ranges rather than a deny-list: IPv4 must be in no special range of
 * ipaddr.js (loopback, private, link-local with the 169.254.169.254 metadata address,
 * carrier-grade NAT, multicast, broadcast, reserved, unspecified, …) and IPv6 must be global
 * unicast (2000::/3) outside every special range (unique-local with AWS's fd00:ec2::254, link-local,
 * documentation, …). IPv6 forms that carry an IPv4 address (mapped, SIIT, NAT64 64:ff9b::/96,
 * 6to4, Teredo) are judged by the IPv4 addresses they carry, since a gateway would deliver them
 * there; the deprecated IPv4-compatible ::/96 and local-use NAT64 are refused outright.
 */
export function forbiddenAddressReason(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return `not an IP address: ${address}`;
  const ip = ipaddr.parse(address);
  return ip.kind() === 'ipv4'
    ? ipv4Reason(ip as ipaddr.IPv4)
    : ipv6Reason(ip as ipaddr.IPv6, address);
}

function ipv4Reason(ip: ipaddr.IPv4): string | undefined {
  const range = ip.range();
  return range === 'unicast' ? undefined : `${range} address ${ip.toString()}`;
}

function ipv6Reason(ip: ipaddr.IPv6, written: string): string | undefined {
  const parts = ip.parts;
  const embedded = (high: number, low: number) =>
    ipv4Reason(new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]));
  // ::/96 holds ::, ::1 and the deprecated IPv4-compatible form (::7f00:1), none of them public.
  // (ipaddr.js parses the dotted spelling `::127.0.0.1` as IPv4-mapped: judged below by its IPv4.)
  if (parts.slice(0, 6).every((p) => p === 0)) {
    const range = ip.range();
    return range === 'loopback' || range === 'unspecified'
      ? `${range} address ${written}`
      : `IPv4-compatible address ${written}`;
  }

  const range = ip.range();
  switch (range) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d (SIIT)
      return prefixed(range, embedded(parts[6]!, parts[7]!));
    case 'rfc6052': {
      // Only the well-known NAT64 prefix 64:ff9b::/96 says where the IPv4 address is.
      const wellKnown =
        parts[0] === 0x64 && parts[1] === 0xff9b && parts.slice(2, 6).every((p) => p === 0);
      if (!wellKnown) return `local-use NAT64 address ${ip.toString()}`;
      return prefixed(range, embedded(parts[6]!, parts[7]!));
    }
    case '6to4': // 2002:AABB:CCDD::/48
      return prefixed(range, embedded(parts[1]!, parts[2]!));
    case 'teredo': // 2001:0:server(32 bits)::client (32 bits, inverted)
      return prefixed(
        range,
        embedded(parts[2]!, parts[3]!) ?? embedded(~parts[6]! & 0xffff, ~parts[7]! & 0xffff),
      );
    case 'unicast':
      return (parts[0]! & 0xe000) === 0x2000
        ? undefined
        : `address outside global unicast ${ip.toString()}`;
    default:
      return `${range} address ${ip.toString()}`;
  }
}

function prefixed(range: string, reason: string | undefined): string | undefined {
  return reason && `${range} address carrying a ${reason}`;
}
