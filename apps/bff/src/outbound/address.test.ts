import { describe, expect, it } from 'vitest';
import { isConnectable } from './address.js';

describe('isConnectable', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.1.2.3',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.255.0.9',
    '169.254.169.254',
    '172.16.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.1.1',
    '198.18.0.1',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:7f00:1',
    '::ffff:127.0.0.1',
    '::ffff:8.8.8.8',
    '::7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2001:db8::1',
    'fc00::1',
    'fd00::2',
    'fe80::1',
    'fec0::1',
    'ff02::1',
    '100::1',
    'not an address',
  ])('should refuse %s', (address) => {
    expect(isConnectable(address)).toBe(false);
  });

  it.each(['8.8.8.8', '1.1.1.1', '203.0.114.7', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])(
    'should allow the global unicast address %s',
    (address) => {
      expect(isConnectable(address)).toBe(true);
    },
  );

  it('should allow loopback only when asked, and nothing else special with it', () => {
    expect(isConnectable('127.0.0.1', { allowLoopback: true })).toBe(true);
    expect(isConnectable('::1', { allowLoopback: true })).toBe(true);
    for (const address of ['::', '0.0.0.0', '::ffff:127.0.0.1', '10.0.0.1', '169.254.169.254'])
      expect(isConnectable(address, { allowLoopback: true })).toBe(false);
  });
});
