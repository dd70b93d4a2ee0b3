import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Garage account passwords (§1 garage, §6 a signed-in customer): scrypt with a random 16-byte salt per
 * password; the stored form names its parameters, so they can be raised later without breaking old hashes.
 * Format: `scrypt$<N>$<r>$<p>$<salt base64url>$<key base64url>`.
 */
/** OWASP's scrypt minimum: N=2^17, r=8, p=1 (128 MiB and a few hundred ms per hash). */
export const PASSWORD_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;
const PARAMS = PASSWORD_PARAMS;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;
/** Bounds on stored parameters: a tampered row cannot make one verification use gigabytes or minutes. */
const MAX_N = 1 << 20;
/** scrypt needs 128·N·r bytes: a stored hash may ask for up to twice today's 128 MiB. */
const MAX_HASH_MEMORY = 256 * 1024 * 1024;
/**
 * Hashes at once: each holds 128 MiB, so sign-in bursts queue here instead of taking the server's
 * memory (two cover this machine's cores; more would only wait on the CPU).
 */
const CONCURRENT_HASHES = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(
          password.normalize('NFKC'),
          salt,
          keyLength,
          { ...options, maxmem: MAX_HASH_MEMORY + 16 * 1024 * 1024 },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

/** A new hash with today's parameters (others only to write an old-style hash in a test). */
export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = PARAMS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_LENGTH);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  const powerOfTwo = Number.isInteger(N) && N > 1 && N <= MAX_N && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16)
    return null;
  if (salt.length < 8 || key.length < 16 || 128 * N * r > MAX_HASH_MEMORY) return null;
  return { N, r, p, salt, key };
}

/** True when `password` matches the stored hash; the comparison is constant-time, a malformed hash is false. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  try {
    const key = await derive(
      password,
      parsed.salt,
      { N: parsed.N, r: parsed.r, p: parsed.p },
      parsed.key.length,
    );
    return timingSafeEqual(key, parsed.key);
  } catch {
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than today's: rehash it at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.N < PARAMS.N || parsed.r < PARAMS.r || parsed.p < PARAMS.p;
}

let dummy: Promise<string> | null = null;

/**
 * A sign-in for an unknown email still pays for one scrypt, so the answer time does not tell which
 * emails have accounts.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummy ??= hashPassword(randomBytes(18).toString('base64url'));
  await verifyPassword(password, await dummy);
  return false;
}
