import { describe, expect, it } from 'vitest';
import { networkOf } from './client-network.js';

describe('networkOf (what every per-address limit counts)', () => {
  it('should count an IPv4 address as itself, however a socket or proxy wrote it', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(networkOf('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(networkOf(' 203.0.113.9 ')).toBe('203.0.113.9');
  });

  it('should count every address of one IPv6 /64 as one network, however it is written', () => {
    const one = [
      '2001:db8:1:2:3:4:5:6',
      '2001:0db8:0001:0002:ffff::1',
      '2001:DB8:1:2::abcd',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::1%eth0',
    ];
    expect(new Set(one.map(networkOf))).toEqual(new Set(['2001:db8:1:2::/64']));
    expect(networkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });

  it('should count a hop written with the client’s port without it (each connection has its own port)', () => {
    expect(networkOf('203.0.113.9:51234')).toBe('203.0.113.9');
    expect(networkOf('[2001:db8:1:2::9]:443')).toBe('2001:db8:1:2::/64');
    expect(networkOf('[2001:db8:1:2::9]')).toBe('2001:db8:1:2::/64');
    expect(networkOf('[::ffff:203.0.113.9]:80')).toBe('203.0.113.9');
  });

  it('should count a value that is no address as itself', () => {
    for (const value of ['unknown', 'not-an-ip', '1', '0x7f.1', '203.0.113.9:', '[nope]:1', ''])
      expect(networkOf(value)).toBe(value);
  });
});
