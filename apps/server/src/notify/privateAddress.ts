import { BlockList, isIP } from 'node:net'

/**
 * Addresses a webhook may not reach unless the server allows it (`HEXES_WEBHOOK_PRIVATE=allow`):
 * loopback, private networks, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * unspecified, multicast and reserved ranges, in IPv4 and IPv6 (IPv4-mapped IPv6 included).
 * A player sets a game's webhook URL: without this, a seat could make the server post to its own
 * admin ports or to the hosting provider's metadata service (server-side request forgery).
 */
const blocked = new BlockList()
for (const [net, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(net, bits, 'ipv4')
for (const [net, bits] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32], ['100::', 64],
] as const) blocked.addSubnet(net, bits, 'ipv6')

/** Whether `address` (an IPv4 or IPv6 literal) is one a webhook may not reach by default. */
export function isPrivateAddress(address: string): boolean {
  const ip = address.replace(/^\[|\]$/g, '')
  const family = isIP(ip)
  if (family === 4) return blocked.check(ip, 'ipv4')
  if (family !== 6) return true
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return blocked.check(mapped[1]!, 'ipv4')
  return blocked.check(ip, 'ipv6')
}
