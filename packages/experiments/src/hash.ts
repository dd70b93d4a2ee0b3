const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const utf8 = new TextEncoder();

/**
 * FNV-1a (32-bit) over the UTF-8 bytes, finished with murmur3's fmix32 avalanche. FNV-1a alone keeps
 * its low bits tied to the input bytes' parity; the finaliser spreads every input bit over the output,
 * so any bit (or a modulo) of the result is usable for bucketing. Same result in Node and browsers.
 */
export function stableHash(input: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of utf8.encode(input)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}
