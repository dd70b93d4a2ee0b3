import ipaddr from 'ipaddr.js';

/**
 * What every per-address limit of this server counts (sign-in throttles, reset and invitation links,
 * lead and write limits, bot rates, reservation holds): the client's network, not its exact address.
 * An IPv4 address is one client (an IPv4-mapped IPv6 address `::ffff:a.b.c.d` is that IPv4 address),
 * but one household, phone or rented server gets a whole IPv6 /64 and may send each request from a new
 * address in it: counting single IPv6 addresses would give one attacker 2^64 fresh limits. A hop some
 * proxies write with the client's port (`203.0.113.9:51234`, `[2001:db8::1]:443`) counts without it,
 * or every new connection would be a new client. Anything else that is not an address counts as itself.
 */
export function networkOf(ip: string): string {
  const raw = ip.trim();
  const [address = '', zone] = withoutPort(raw).split('%');
  if (!ipaddr.IPv6.isValid(address) && !ipaddr.IPv4.isValidFourPartDecimal(address)) return raw;
  if (zone !== undefined && !ipaddr.IPv6.isValid(address)) return raw;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const head = (parsed as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${head.join(':')}::/64`;
}

/** `a.b.c.d:port` → `a.b.c.d`, `[v6]` or `[v6]:port` → `v6`; anything else as it is. */
function withoutPort(value: string): string {
  const v4 = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(value);
  if (v4) return v4[1] as string;
  const v6 = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(value);
  return v6 ? (v6[1] as string) : value;
}
