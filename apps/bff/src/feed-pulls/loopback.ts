import { isIP } from 'node:net';

/** A loopback host by name or address (localhost, 127.0.0.0/8, ::1): where tests run their feed servers. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}
