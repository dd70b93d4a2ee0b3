/**
 * Personal data never leaves in an error report (design: "never logged, never sent"). Values under a
 * personal or secret key are replaced whole; e-mail addresses and phone-like numbers inside any string
 * are masked. A `lead` is dropped whole: its body is personal data by definition (§3).
 */
export const FILTERED = '[Filtered]';
export const EMAIL_MASK = '[email]';
export const PHONE_MASK = '[phone]';

const SENSITIVE_KEYS = new Set([
  'lead',
  'leads',
  'body',
  'requestbody',
  'data_raw',
  'email',
  'emailaddress',
  'phone',
  'phonenumber',
  'mobile',
  'name',
  'firstname',
  'lastname',
  'fullname',
  'dateofbirth',
  'dob',
  'day',
  'month',
  'year',
  'address',
  'currentaddress',
  'street',
  'postcode',
  'rego',
  'password',
  'secret',
  'token',
  'updatetoken',
  'authorization',
  'cookie',
  'setcookie',
  'remoteip',
  'ip',
  'ipaddress',
]);

/** Key spellings vary (first_name, firstName, First Name, X-Api-Token…): compare letters only. */
function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z]/g, '');
}

export function isSensitiveKey(key: string): boolean {
  const k = normaliseKey(key);
  return SENSITIVE_KEYS.has(k) || k.endsWith('token') || k.endsWith('password') || k.endsWith('secret');
}

// 8–15 digits with the usual separators: AU/NZ phones in any format (+61 7 5550 1234, 0412-345-678).
// Linear time: a digit may only start a match where no word character or dot precedes it.
const PHONE = /(?<![\w.])\+?\(?\d(?:[\s\-().]{0,2}\d){7,14}(?![\w])/g;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const AT = /@|%40/g;
// RFC 5322 atext plus dots, less the URL delimiters = & ? / (so 'email=a%40b.co' keeps its key).
const LOCAL_CHAR = /[A-Za-z0-9!#$%'*+^_`{|}~.-]/;
// RFC 5321 bounds (local part ≤ 64, domain ≤ 255) keep the scan linear on hostile megabyte strings.
const MAX_LOCAL = 64;
const MAX_DOMAIN = 255;
const DOMAIN = /^[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;

/**
 * E-mail addresses ('@' may arrive percent-encoded inside URLs), found from each '@' outwards. An
 * '@domain.tld' with no local part left of it is masked too: over-masking is the safe side.
 */
function maskEmails(text: string): string {
  let out = '';
  let copied = 0;
  for (const at of text.matchAll(AT)) {
    const index = at.index;
    if (index < copied) continue;
    let start = index;
    while (start > copied && index - start < MAX_LOCAL && LOCAL_CHAR.test(text[start - 1]!)) start--;
    const afterAt = index + at[0].length;
    const domain = DOMAIN.exec(text.slice(afterAt, afterAt + MAX_DOMAIN));
    if (!domain) continue;
    out += `${text.slice(copied, start)}${EMAIL_MASK}`;
    copied = afterAt + domain[0].length;
  }
  return copied === 0 ? text : out + text.slice(copied);
}

export function scrubText(text: string): string {
  return maskEmails(text).replace(PHONE, (match) => (ISO_DATE.test(match) ? match : PHONE_MASK));
}

const MAX_DEPTH = 10;

/** A scrubbed deep copy: JSON-safe, cycles and excessive depth cut, functions and symbols dropped. */
export function scrub(value: unknown): unknown {
  const seen = new WeakSet<object>();
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string') return scrubText(v);
    if (typeof v === 'number') return Number.isFinite(v) ? v : String(v);
    if (typeof v === 'boolean' || v === null) return v;
    if (typeof v === 'bigint') return v.toString();
    if (typeof v !== 'object') return undefined;
    if (seen.has(v)) return '[Circular]';
    if (depth >= MAX_DEPTH) return '[MaxDepth]';
    seen.add(v);
    try {
      if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString();
      if (v instanceof Error) return { name: v.name, message: scrubText(v.message) };
      if (Array.isArray(v)) return v.map((item) => walk(item, depth + 1) ?? null);
      const out: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(v)) {
        if (isSensitiveKey(key)) {
          out[key] = FILTERED;
          continue;
        }
        const clean = walk(item, depth + 1);
        if (clean !== undefined) out[key] = clean;
      }
      return out;
    } finally {
      seen.delete(v);
    }
  };
  return walk(value, 0);
}
