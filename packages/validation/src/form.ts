import { z } from 'zod';
import { emailSchema } from './email.js';
import { MESSAGES } from './messages.js';
import { type PhoneRule, phoneSchemaFor } from './phone.js';
import { postcodeSchema } from './postcode.js';
import { checkboxSchema, isBlank, requiredText } from './required.js';

/**
 * §5 Forms: validate on submit and revalidate on submit only. Spread into react-hook-form's
 * `useForm({ ...FORM_VALIDATION_MODE, resolver })` so every form behaves the same.
 */
export const FORM_VALIDATION_MODE = { mode: 'onSubmit', reValidateMode: 'onSubmit' } as const;

/** §3 form field kinds ('card expiry' spelled with a hyphen), plus 'checkbox' for consent-style ticks. */
export const FIELD_KINDS = [
  'string',
  'textarea',
  'email',
  'phone',
  'postcode',
  'select',
  'hidden',
  'card-expiry',
  'custom',
  'checkbox',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export type FormInput = Readonly<Record<string, unknown>>;

/**
 * When a conditional field takes part: `{ filled: 'other' }` — once that field is filled and passes its
 * own rules (§5 "conditional on another field being filled without error"); or a function of the
 * submitted values (defaults applied, before any rule runs).
 */
export type FieldCondition = { readonly filled: string } | ((values: FormInput) => boolean);

/** A custom required rule: `true` when satisfied, otherwise the message to show. */
export type RequiredRule = (value: unknown, values: FormInput) => true | string;

export interface FieldSpec {
  /** How the default rule is chosen; 'string' when absent. */
  readonly kind?: FieldKind;
  /** Blank is allowed (and comes out as '' — or false for a checkbox); a filled value must still pass. */
  readonly optional?: boolean;
  /** Not shown: never validated, its value passed through untouched (as for kind 'hidden'). */
  readonly hidden?: boolean;
  /** Only validated (and only kept) while the condition holds. */
  readonly when?: FieldCondition;
  /** Replaces the kind's rule for a filled value (a per-field rule override, §5). */
  readonly rule?: z.ZodType;
  /** A custom required message, or a custom required rule that replaces the blank check (§5). */
  readonly required?: string | RequiredRule;
  /** For 'select': the allowed values (the disabled placeholder option has value ''). */
  readonly options?: readonly string[];
  /** For 'phone': the site's phone rule. */
  readonly phone?: PhoneRule;
  /** Used when the value is missing (undefined), e.g. `true` for the opt-in tick (§5). */
  readonly default?: unknown;
}

export type FormSpec = Readonly<Record<string, FieldSpec>>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type PassThrough = string | number | boolean;
type FieldOutput<F> = F extends { kind: 'hidden' }
  ? PassThrough
  : F extends { rule: infer R extends z.ZodType }
    ? z.output<R> | ''
    : F extends { kind: 'checkbox' }
      ? boolean
      : string;
/** A field may be missing from the output when it can be hidden or is conditional. */
type MayBeAbsent<F> = F extends { kind: 'hidden' }
  ? true
  : true extends (F extends { hidden: infer H } ? H : false)
    ? true
    : F extends { when: infer W }
      ? W extends undefined
        ? false
        : true
      : false;

/** The values a `defineForm` schema produces for a spec. */
export type FormValues<S extends FormSpec> = Simplify<
  { -readonly [K in keyof S as MayBeAbsent<S[K]> extends true ? never : K]: FieldOutput<S[K]> } & {
    -readonly [K in keyof S as MayBeAbsent<S[K]> extends true ? K : never]?: FieldOutput<S[K]>;
  }
>;

export type FormSchema<S extends FormSpec> = z.ZodType<FormValues<S>, FormInput>;

function kindOf(spec: FieldSpec): FieldKind {
  return spec.kind ?? 'string';
}

function defaultRule(spec: FieldSpec): z.ZodType {
  switch (kindOf(spec)) {
    case 'email':
      return emailSchema;
    case 'phone':
      return phoneSchemaFor(spec.phone);
    case 'postcode':
      return postcodeSchema;
    case 'checkbox':
      return checkboxSchema;
    case 'select':
      return spec.options
        ? requiredText().pipe(
            z.string().refine((v) => (spec.options as readonly string[]).includes(v), MESSAGES.option),
          )
        : requiredText();
    default:
      return requiredText(typeof spec.required === 'string' ? spec.required : undefined);
  }
}

function isFieldBlank(spec: FieldSpec, value: unknown): boolean {
  if (kindOf(spec) === 'checkbox') {
    const parsed = checkboxSchema.safeParse(value);
    return parsed.success && !parsed.data;
  }
  return isBlank(value);
}

function blankOutput(spec: FieldSpec, value: unknown): unknown {
  if (kindOf(spec) === 'checkbox') return false;
  return Array.isArray(value) ? [] : '';
}

function isPassThrough(value: unknown): value is PassThrough {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function assertSpec(spec: FormSpec): void {
  const visiting = new Set<string>();
  const done = new Set<string>();
  const visit = (name: string, path: string[]): void => {
    if (done.has(name)) return;
    if (visiting.has(name)) throw new Error(`defineForm: condition cycle ${[...path, name].join(' → ')}`);
    visiting.add(name);
    const when = spec[name]?.when;
    if (when && typeof when !== 'function') {
      if (!(when.filled in spec))
        throw new Error(`defineForm: '${name}' depends on unknown field '${when.filled}'`);
      visit(when.filled, [...path, name]);
    }
    visiting.delete(name);
    done.add(name);
  };
  for (const name of Object.keys(spec)) visit(name, []);
}

type Issue = { path: PropertyKey[]; message: string };
type FieldResult =
  | { active: false }
  | { active: true; ok: true; blank: boolean; value: unknown }
  | { active: true; ok: false };

/**
 * Builds one zod schema from field specs (§5 Forms): every field required by default
 * ('*This is a required field.'), unless optional, hidden or conditional; a filled field must pass its
 * kind's rule (email, phone, postcode, select options…) or the `rule` given. All fields are checked in
 * one pass, so a form shows every message at once. Unknown keys are dropped from the output.
 *
 * Hidden fields pass through unchecked; a conditional field whose condition does not hold is dropped.
 */
export function defineForm<const S extends FormSpec>(spec: S): FormSchema<S> {
  assertSpec(spec);
  const rules = new Map(
    Object.entries(spec).map(([name, field]) => [name, field.rule ?? defaultRule(field)]),
  );

  return z.record(z.string(), z.unknown()).transform((raw, ctx) => {
    const values: Record<string, unknown> = { ...raw };
    for (const [name, field] of Object.entries(spec)) {
      if (values[name] === undefined && field.default !== undefined) values[name] = field.default;
    }
    const results = new Map<string, FieldResult>();
    const issues: Issue[] = [];

    const evaluate = (name: string): FieldResult => {
      const known = results.get(name);
      if (known) return known;
      const field = spec[name] as FieldSpec;
      const value = values[name];
      const result = ((): FieldResult => {
        if (field.hidden || kindOf(field) === 'hidden') return { active: false };
        if (field.when) {
          const holds =
            typeof field.when === 'function'
              ? field.when(values)
              : ((other) => other.active && other.ok && !other.blank)(evaluate(field.when.filled));
          if (!holds) return { active: false };
        }
        const fail = (message: string, path: PropertyKey[] = []): FieldResult => {
          issues.push({ path: [name, ...path], message });
          return { active: true, ok: false };
        };
        const blank = isFieldBlank(field, value);
        if (typeof field.required === 'function') {
          const verdict = field.required(value, values);
          if (verdict !== true) return fail(verdict);
          if (blank) return { active: true, ok: true, blank, value: blankOutput(field, value) };
        } else if (blank) {
          if (field.optional) return { active: true, ok: true, blank, value: blankOutput(field, value) };
          return fail(field.required ?? MESSAGES.required);
        }
        const parsed = (rules.get(name) as z.ZodType).safeParse(value);
        if (!parsed.success) {
          for (const issue of parsed.error.issues)
            issues.push({ path: [name, ...issue.path], message: issue.message });
          return { active: true, ok: false };
        }
        return { active: true, ok: true, blank: false, value: parsed.data };
      })();
      results.set(name, result);
      return result;
    };

    const out: Record<string, unknown> = {};
    for (const name of Object.keys(spec)) {
      const field = spec[name] as FieldSpec;
      const result = evaluate(name);
      if (result.active) {
        if (result.ok) out[name] = result.value;
      } else if ((field.hidden || kindOf(field) === 'hidden') && isPassThrough(values[name])) {
        out[name] = values[name];
      }
    }
    if (issues.length === 0) return out as FormValues<S>;
    for (const issue of issues) {
      ctx.issues.push({
        code: 'custom',
        path: issue.path,
        message: issue.message,
        input: values[String(issue.path[0])],
      });
    }
    return z.NEVER;
  }) as unknown as FormSchema<S>;
}
