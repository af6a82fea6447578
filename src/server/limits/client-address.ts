import { BlockList, isIP } from 'node:net';

/** The client's address of a connection, from its peer address and its X-Forwarded-For. */
export type ClientAddressOf = (peer: string, forwardedFor: string | undefined) => string;

/**
 * The client's address as Fastify's `request.ip` gives it, for connections that never reach
 * Fastify's routes (the live channel's handshake), so both count the same address: the peer,
 * or, from the proxies listed in `trustProxy` (addresses or CIDRs) only, the nearest address in
 * X-Forwarded-For that is not one of them.
 */
export function clientAddressResolver(trustProxy: readonly string[]): ClientAddressOf {
  if (trustProxy.length === 0) return (peer) => peer;
  const trusted = new BlockList();
  for (const entry of trustProxy) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) trusted.addAddress(address, family);
    else trusted.addSubnet(address, Number(prefix), family);
  }
  const isTrusted = (address: string) => {
    const plain = withoutIpv4Mapping(address);
    const version = isIP(plain);
    return version !== 0 && trusted.check(plain, version === 6 ? 'ipv6' : 'ipv4');
  };
  return (peer, forwardedFor) => {
    const hops = [peer, ...forwardedAddresses(forwardedFor).reverse()];
    return hops.find((hop) => !isTrusted(hop)) ?? hops[hops.length - 1] ?? peer;
  };
}

/** The addresses of an X-Forwarded-For header, the client's first. */
function forwardedAddresses(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** `::ffff:10.0.0.1` as `10.0.0.1`, so an IPv4 proxy matches however the socket reports it. */
function withoutIpv4Mapping(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}
