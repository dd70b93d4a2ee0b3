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
/**
 * Hashes that may wait for a slot. Past them a request is turned away at once (503 + Retry-After)
 * instead of queueing behind a flood: the wait of any accepted hash stays bounded (about
 * MAX_WAITING / CONCURRENT_HASHES hash times), so a real sign-in is never starved by minutes of
 * queued work. Cheap checks (token lookups, attempt reservations) come before any hash reaches here.
 */
export const MAX_WAITING_HASHES = 16;
/** Seconds a refused request is told to wait: a queue this short drains in about one. */
export const PASSWORD_WORK_RETRY_AFTER = 1;
let running = 0;
let started = 0;
const waiting: (() => void)[] = [];

/** Password work was refused because the hash queue is full: answer 503 with Retry-After. */
export class PasswordWorkBusyError extends Error {
  readonly retryAfter = PASSWORD_WORK_RETRY_AFTER;
  constructor() {
    super('password hashing is at capacity');
    this.name = 'PasswordWorkBusyError';
  }
}

/** How many scrypt derivations this process has started: what tests count to prove limits hold. */
export function passwordHashesStarted(): number {
  return started;
}

async function withHashSlot<T>(work: () => Promise<T>, mayWait: boolean): Promise<T> {
  if (running >= CONCURRENT_HASHES) {
    if (!mayWait && waiting.length >= MAX_WAITING_HASHES) throw new PasswordWorkBusyError();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running++;
  try {
    started++;
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
  mayWait = false,
): Promise<Buffer> {
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
    mayWait,
  );
}

/**
 * A new hash with today's parameters (others only to write an old-style hash in a test). Throws
 * PasswordWorkBusyError when the queue is full, unless `mayWait` (start-up seeding, not a request).
 */
export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = PARAMS,
  mayWait = false,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, params, KEY_LENGTH, mayWait);
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

/**
 * True when `password` matches the stored hash; the comparison is constant-time, a malformed hash is
 * false. Throws PasswordWorkBusyError when the hash queue is full (the caller answers 503).
 */
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
  } catch (error) {
    if (error instanceof PasswordWorkBusyError) throw error;
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
  dummy ??= hashPassword(randomBytes(18).toString('base64url'), PARAMS, true);
  await verifyPassword(password, await dummy);
  return false;
}
