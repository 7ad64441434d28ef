/**
 * True when `host` (the HOST the platform listens on) only accepts connections from this machine:
 * `localhost`, an IPv4 address in 127.0.0.0/8, or the IPv6 loopback (`::1`, also bracketed or IPv4-mapped).
 * Anything else (`0.0.0.0`, `::`, a LAN address, a host name) is reachable from the network.
 */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (name === 'localhost' || name === '::1' || name === '0:0:0:0:0:0:0:1') return true;
  const v4 = name.replace(/^::ffff:/, '');
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(v4);
  if (!octets) return false;
  const parts = octets.slice(1).map(Number);
  return parts[0] === 127 && parts.every((part) => part <= 255);
}
