import { normalisePhone } from './phone.js';

/*
 * Issue 33 (console: find any lead): the normalised keys a lead is found by, and how a typed query
 * becomes keys. A lead's terms: the words of the shopper's name (lower case), the e-mail address (lower
 * case), the phone in its national form, and the rego, stock number and VIN (upper case, letters and
 * digits only, stored lower case like the rest). A query matches a lead when every query key is the start
 * of one of the lead's terms, so "smi", "0412 345" and "+61 412 345 678" all find "0412345678" / "Smith".
 *
 * The SQL backfill (apps/bff lead-search migration) mirrors `phoneSearchKey` for rows stored before;
 * its test checks both agree.
 */

const DIGITS_ONLY = /\D/g;

/**
 * The national form of an AU/NZ phone for searching: formatting and the +61/0061/+64/0064 prefix
 * (normalisePhone) removed, and a bare 61/64 country code typed without "+" ("61412345678") read the
 * same way when 10+ digits follow the 0-less form. Digits only; null when fewer than 4 digits remain.
 */
export function phoneSearchKey(input: string): string | null {
  let digits = normalisePhone(input.trim()).replace(DIGITS_ONLY, '');
  if (/^(?:61|64)/.test(digits) && digits.length >= 10) digits = `0${digits.slice(2).replace(/^0+/, '')}`;
  return digits.length >= 4 ? digits : null;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Words of a name or free text, lower case, punctuation other than @ . - _ + removed. */
function words(value: string): string[] {
  return value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[\s,;/]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}@._+-]/gu, ''))
    .filter((w) => w.length > 0 && w.length <= 100);
}

/** A rego, stock number or VIN: letters and digits only, lower case (so "ABC 123" is "abc123"). */
export function identifierSearchKey(value: string): string | null {
  const key = value.toLowerCase().replace(/[^a-z0-9]/g, '');
  return key.length > 0 && key.length <= 40 ? key : null;
}

/** The lead fields holding an identifier of a car (the enquired car or the trade-in). */
const IDENTIFIER_FIELDS = ['Rego', 'rego', 'stock_number', 'vin', 'VIN'] as const;

/** The distinct search terms of a lead's data (at most 40). */
export function leadSearchTerms(data: Readonly<Record<string, unknown>>): string[] {
  const terms = new Set<string>();
  for (const field of ['first_name', 'last_name', 'name'])
    for (const w of words(text(data[field]))) terms.add(w);
  const email = text(data.email).trim().toLowerCase();
  if (email && email.length <= 200) terms.add(email);
  const phone = phoneSearchKey(text(data.phone));
  if (phone) terms.add(phone);
  for (const field of IDENTIFIER_FIELDS) {
    const key = identifierSearchKey(text(data[field]));
    if (key) terms.add(key);
  }
  return [...terms].slice(0, 40);
}

/** The keys of a typed query (at most 5): phone-like input as one phone key, otherwise its words. */
export function searchQueryKeys(query: string): string[] {
  const trimmed = query.trim();
  if (/^[+\d][\d\s().-]*$/.test(trimmed)) {
    const phone = phoneSearchKey(trimmed);
    if (phone) return [phone];
  }
  // A rego typed with a space or hyphen ("ABC 123", "ABC-123") is one identifier.
  if (/^[a-z0-9 -]{2,10}$/i.test(trimmed) && /\d/.test(trimmed) && /[a-z]/i.test(trimmed)) {
    const key = identifierSearchKey(trimmed);
    if (key) return [key];
  }
  return [...new Set(words(trimmed))].slice(0, 5);
}

/** The e-mail and phone keys that make two leads the same shopper (duplicates, issue 33). */
export function shopperKeys(data: Readonly<Record<string, unknown>>): {
  email: string | null;
  phone: string | null;
} {
  const email = text(data.email).trim().toLowerCase();
  return { email: email.includes('@') ? email : null, phone: phoneSearchKey(text(data.phone)) };
}
