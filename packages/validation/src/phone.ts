import { z } from 'zod';
import { MESSAGES } from './messages.js';
import { requiredText } from './required.js';

/*
 * §5 Phone: AU/NZ formats are accepted after normalising the +61/0061/+64/0064 prefixes.
 *
 * Accepted, after removing spaces, hyphens, dots and parentheses (digits only, counted without them):
 *
 *   Australia                                       New Zealand
 *   mobile     04 + 8 digits        (10 digits)     mobile     020/021/022/027/028/029 + 6–8 digits (9–11)
 *   landline   02/03/07/08 + 8      (10 digits)     landline   03/04/06/07/09 + 7 digits            (9)
 *   local rate 13 + 4 (6), 1300 + 6 (10 digits)     freephone  0800 + 6–7 digits, 0508 + 6 digits
 *   freephone  1800 + 6              (10 digits)
 *
 * An international prefix pins the country: +61/0061 numbers must be Australian and +64/0064 numbers
 * New Zealand ones. The prefix (and any trunk 0 written after it, as in "+61 (0)4…") becomes one leading
 * 0, so "+61 412 345 678", "0061412345678" and "0412 345 678" are the same number. 13/1300/1800 and
 * 0800/0508 numbers cannot be dialled from abroad and are accepted only without a prefix.
 */

export type PhoneCountry = 'AU' | 'NZ';
export type PhoneKind = 'mobile' | 'landline' | 'local-rate' | 'freephone';

export interface PhoneNumber {
  /** National digits, e.g. '0412345678'. */
  national: string;
  country: PhoneCountry;
  kind: PhoneKind;
}

/**
 * Checked in this order, so a number that fits two formats gets the first: specific prefixes before
 * area codes (0800 123 456 is NZ freephone, not an AU 08 landline), then Australia before New Zealand.
 * Domestic-only formats cannot be dialled from abroad, so they never match behind a country prefix.
 */
const FORMATS: ReadonlyArray<{ country: PhoneCountry; kind: PhoneKind; pattern: RegExp; domestic?: true }> = [
  { country: 'AU', kind: 'mobile', pattern: /^04\d{8}$/ },
  { country: 'AU', kind: 'local-rate', pattern: /^13(?:\d{4}|00\d{6})$/, domestic: true },
  { country: 'AU', kind: 'freephone', pattern: /^1800\d{6}$/, domestic: true },
  { country: 'NZ', kind: 'freephone', pattern: /^(?:0800\d{6,7}|0508\d{6})$/, domestic: true },
  { country: 'AU', kind: 'landline', pattern: /^0[2378]\d{8}$/ },
  { country: 'NZ', kind: 'mobile', pattern: /^02[012789]\d{6,8}$/ },
  { country: 'NZ', kind: 'landline', pattern: /^0[34679]\d{7}$/ },
];

/** §9: on NZ-style sites a phone must be under 15 characters (so 14 is the most allowed). */
export const NZ_SITE_PHONE_MAX_LENGTH = 14;

/** Formatting people type inside a number: spaces, hyphens, dots, parentheses. */
const FORMATTING = /[\s\-.()]/g;
const INTERNATIONAL = /^(?:\+|00)(61|64)0*/;

/**
 * The national form of a phone number: formatting removed, then a leading +61, 0061, +64 or 0064
 * (with any 0s after it) replaced by a single 0. Anything else is returned with only the formatting
 * removed. Idempotent: normalising twice gives the same result as once.
 */
export function normalisePhone(input: string): string {
  return input.replace(FORMATTING, '').replace(INTERNATIONAL, '0');
}

function prefixCountry(compact: string): PhoneCountry | undefined {
  const code = INTERNATIONAL.exec(compact)?.[1];
  if (code === '61') return 'AU';
  if (code === '64') return 'NZ';
  return undefined;
}

/**
 * Reads an AU or NZ phone number, or returns null when it is neither. A bare national number that fits
 * both countries is reported as the first format that fits (see FORMATS): 021 234 5678 is both a Sydney
 * landline and an NZ mobile, and is reported as Australian; behind +64 it is the NZ mobile.
 */
export function parsePhone(input: string): PhoneNumber | null {
  const compact = input.trim().replace(FORMATTING, '');
  const pinned = prefixCountry(compact);
  const national = normalisePhone(compact);
  for (const format of FORMATS) {
    if (pinned !== undefined && (format.country !== pinned || format.domestic)) continue;
    if (format.pattern.test(national)) return { national, country: format.country, kind: format.kind };
  }
  return null;
}

export function isAuNzPhone(input: string): boolean {
  return parsePhone(input) !== null;
}

/** §5 Phone: required; AU or NZ number; the value comes out trimmed, as typed. */
export const phoneSchema = requiredText().pipe(z.string().refine(isAuNzPhone, MESSAGES.phone));

/**
 * §5/§9 NZ-style sites: as `phoneSchema`, and the value as typed (trimmed) must be under 15 characters,
 * else 'Invalid phone number. Too many characters.' (checked first, so an overlong entry gets that one).
 */
export const nzSitePhoneSchema = requiredText().pipe(
  z
    .string()
    .max(NZ_SITE_PHONE_MAX_LENGTH, { message: MESSAGES.phoneTooLong, abort: true })
    .refine(isAuNzPhone, MESSAGES.phone),
);

/** Which phone rule a site uses: the AU/NZ format rule, or that plus the NZ-site length limit. */
export type PhoneRule = 'au-nz' | 'nz-site';

/**
 * §5 a site's phone rule: sites that cap NZ phone length (`validation.phone_max_length_nz`) take the
 * NZ-site rule, every other site any AU/NZ number. Typed by the one flag it reads, so this package stays
 * below the site registry.
 */
export function sitePhoneRule(site: {
  readonly validation: { readonly phone_max_length_nz: boolean };
}): PhoneRule {
  return site.validation.phone_max_length_nz ? 'nz-site' : 'au-nz';
}

export function phoneSchemaFor(rule: PhoneRule = 'au-nz') {
  return rule === 'nz-site' ? nzSitePhoneSchema : phoneSchema;
}
