import ipaddr from 'ipaddr.js';

/**
 * Which addresses an outbound request may connect to: global unicast only. ipaddr.js keeps the IANA
 * special-purpose registries (IPv4 and IPv6: unspecified `0.0.0.0/8` and `::`, loopback, private,
 * CGNAT `100.64/10`, link-local, multicast, documentation, benchmarking, IPv4-mapped `::ffff:0:0/96`,
 * NAT64 `64:ff9b::/96`, 6to4 `2002::/16`, Teredo `2001::/32`, …); an address in any of them is refused.
 * An IPv6 address must also lie in 2000::/3, the only block IANA hands out as global unicast: the
 * library calls everything outside its named ranges 'unicast', including the deprecated IPv4-compatible
 * `::a.b.c.d` forms some stacks still route to IPv4.
 */

const GLOBAL_IPV6 = ipaddr.parseCIDR('2000::/3');

export interface AddressPolicy {
  /** Also allow loopback (127.0.0.0/8, ::1): for tests whose servers listen on 127.0.0.1 only. */
  allowLoopback?: boolean;
}

export function isConnectable(address: string, policy: AddressPolicy = {}): boolean {
  if (!ipaddr.isValid(address)) return false;
  const ip = ipaddr.parse(address);
  const range = ip.range();
  if (policy.allowLoopback && range === 'loopback') return true;
  if (range !== 'unicast') return false;
  return ip.kind() === 'ipv4' || ip.match(GLOBAL_IPV6);
}
