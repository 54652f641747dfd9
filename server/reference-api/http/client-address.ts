import net from 'node:net';
import type { Request } from 'express';

/** An ISP hands a subscriber at least a /64: one client may write any of its 2^64 addresses. */
const IPV6_CLIENT_GROUPS = 4;

/**
 * The caller's network address for rate limits (behind a proxy, Express's `trust proxy` makes it the
 * visitor's): an IPv4 address (an IPv4-mapped IPv6 one as IPv4), or an IPv6 client's /64, so that a
 * limit per client is not one per address of a network that has billions.
 */
export function clientAddress(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  return net.isIPv6(address) ? ipv6Client(address) : address;
}

function ipv6Client(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mapped;
  const [head = '', tail] = address.replace(/%.*$/, '').split('::');
  const left = head ? head.split(':') : [];
  // an IPv4 tail (64:ff9b::192.0.2.1) holds two groups
  const right = tail ? tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, IPV6_CLIENT_GROUPS)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
