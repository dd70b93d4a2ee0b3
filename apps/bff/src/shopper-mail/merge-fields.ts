import Handlebars from 'handlebars';

/**
 * The shopper's mails (issue 33 item 3): which mails there are and the merge fields each may use. A
 * template is Handlebars (`{{field}}`, always escaped in the HTML part; `{{#if field}}…{{else}}…{{/if}}`
 * around a field that may be empty). `checkTemplate` refuses at save what could send a blank or unsafe
 * mail: an unknown field, a field that may be empty outside an `if` on it, a required field left out,
 * triple braces (unescaped HTML), partials, helpers other than `if`, paths (`a.b`).
 */

export const ACK_KINDS = [
  'enquiry',
  'test_drive',
  'finance',
  'trade_in',
  'reservation',
  'rental_booking',
] as const;
export const SHOPPER_MAIL_KINDS = [
  ...ACK_KINDS,
  'reservation_confirmed',
  'reservation_cancelled',
  'appointment_confirmed',
  'appointment_rescheduled',
  'appointment_cancelled',
] as const;
export type ShopperMailKind = (typeof SHOPPER_MAIL_KINDS)[number];

export const SHOPPER_MAIL_LABELS: Readonly<Record<ShopperMailKind, string>> = {
  enquiry: 'Enquiry received',
  test_drive: 'Test drive request received',
  finance: 'Finance application received',
  trade_in: 'Trade-in received',
  reservation: 'Reservation received',
  rental_booking: 'Rental booking confirmed',
  reservation_confirmed: 'Reservation confirmed',
  reservation_cancelled: 'Reservation cancelled',
  appointment_confirmed: 'Test drive confirmed',
  appointment_rescheduled: 'Test drive moved',
  appointment_cancelled: 'Test drive cancelled',
};

export function isShopperMailKind(value: unknown): value is ShopperMailKind {
  return typeof value === 'string' && (SHOPPER_MAIL_KINDS as readonly string[]).includes(value);
}

/** Fields every mail has a value for. */
const ALWAYS = ['shopper_name', 'site_name', 'location_name', 'location_phone', 'location_hours'] as const;
/** Fields that may be empty (a lead without a car): used only inside `{{#if field}}`. */
const MAYBE = ['car_title', 'car_price', 'car_photo_url', 'car_url'] as const;

export type MergeValues = Partial<Record<string, string>>;

/** A rental booking's dates (its pick-up and return day): always in its mail. */
const RENTAL_FIELDS = ['pickup_date', 'return_date'];

const isAppointment = (kind: ShopperMailKind) => kind.startsWith('appointment_');

/** The fields a kind's template may use: always present, and maybe empty. */
export function mergeFields(kind: ShopperMailKind): { always: string[]; maybe: string[] } {
  return {
    always: [
      ...ALWAYS,
      ...(isAppointment(kind) ? ['appointment_time'] : []),
      ...(kind === 'rental_booking' ? RENTAL_FIELDS : []),
    ],
    maybe: [...MAYBE],
  };
}

/** What a kind's mail must say somewhere (subject, text or HTML): the yard's phone, the new time, the dates. */
export function requiredFields(kind: ShopperMailKind): string[] {
  if (kind === 'rental_booking') return ['location_phone', ...RENTAL_FIELDS];
  return isAppointment(kind) && kind !== 'appointment_cancelled'
    ? ['location_phone', 'appointment_time']
    : ['location_phone'];
}

export interface ShopperTemplate {
  subject: string;
  text: string;
  html: string;
}

export type TemplateCheck = { ok: true } | { ok: false; field: string; error: string };

type Node = hbs.AST.Node & Record<string, unknown>;

function walk(
  nodes: readonly Node[],
  allowed: Set<string>,
  maybe: Set<string>,
  guards: Set<string>,
  used: Set<string>,
): string | null {
  for (const node of nodes) {
    if (node.type === 'ContentStatement' || node.type === 'CommentStatement') continue;
    if (node.type === 'MustacheStatement') {
      const m = node as unknown as hbs.AST.MustacheStatement;
      const path = m.path as hbs.AST.PathExpression;
      const name = path.original;
      if (!m.escaped) return `{{{${name}}}}: triple braces are not allowed (every value is escaped)`;
      if (m.params.length > 0 || m.hash || path.type !== 'PathExpression' || path.parts.length !== 1)
        return `{{${name}}}: only plain merge fields are allowed`;
      if (!allowed.has(name)) return `unknown merge field ${name}`;
      if (maybe.has(name) && !guards.has(name))
        return `${name} may be empty: put it inside {{#if ${name}}}…{{/if}}`;
      used.add(name);
      continue;
    }
    if (node.type === 'BlockStatement') {
      const b = node as unknown as hbs.AST.BlockStatement;
      const param = b.params[0] as hbs.AST.PathExpression | undefined;
      if (b.path.original !== 'if' || b.params.length !== 1 || param?.type !== 'PathExpression')
        return `{{#${String(b.path.original)}}}: only {{#if field}} blocks are allowed`;
      if (!allowed.has(param.original)) return `unknown merge field ${param.original}`;
      const inner = new Set([...guards, param.original]);
      const problem =
        walk(b.program.body as Node[], allowed, maybe, inner, used) ??
        walk((b.inverse?.body ?? []) as Node[], allowed, maybe, guards, used);
      if (problem) return problem;
      continue;
    }
    return 'partials and decorators are not allowed';
  }
  return null;
}

/** Judges a template for a kind at save; the refusal names the part (subject, text, html). */
export function checkTemplate(kind: ShopperMailKind, template: ShopperTemplate): TemplateCheck {
  const { always, maybe } = mergeFields(kind);
  const allowed = new Set([...always, ...maybe]);
  const used = new Set<string>();
  for (const part of ['subject', 'text', 'html'] as const) {
    const source = template[part];
    if (typeof source !== 'string' || source.trim() === '')
      return { ok: false, field: part, error: `The ${part} is empty.` };
    let ast: hbs.AST.Program;
    try {
      ast = Handlebars.parse(source);
    } catch (error) {
      return {
        ok: false,
        field: part,
        error: `The ${part} cannot be read: ${(error as Error).message.split('\n')[0]}`,
      };
    }
    const problem = walk(ast.body as Node[], allowed, new Set(maybe), new Set(), used);
    if (problem) return { ok: false, field: part, error: `The ${part}: ${problem}.` };
  }
  const missing = requiredFields(kind).find((f) => !used.has(f));
  if (missing)
    return { ok: false, field: missing, error: `The mail must include the merge field ${missing}.` };
  return { ok: true };
}

const compile = (source: string, noEscape: boolean) =>
  Handlebars.compile(source, { noEscape, strict: false, knownHelpersOnly: true, knownHelpers: { if: true } });

/** A checked template with its values: the subject on one line, the text as is, the HTML escaped. */
export function renderTemplate(template: ShopperTemplate, values: MergeValues): ShopperTemplate {
  return {
    subject: compile(
      template.subject,
      true,
    )(values)
      .replace(/[\r\n\t]+/g, ' ')
      .trim()
      .slice(0, 200),
    text: compile(template.text, true)(values),
    html: compile(template.html, false)(values),
  };
}
