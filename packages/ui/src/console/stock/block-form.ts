/**
 * The console's block editor forms (#33 item 7): what a block of each §1 type is called, the block a new
 * one starts as, and the block a submitted form describes. Values are read as text and shaped for the
 * @dealer/content-blocks schema, which the server validates (it names each problem's path, e.g.
 * `blocks[2].buttons[0].href`; `fieldPath` gives a form field that path). No validation here.
 */

export interface FormLike {
  get(name: string): FormDataEntryValue | null;
  getAll(name: string): FormDataEntryValue[];
}

type Json = Record<string, unknown>;

/** The block types an editor adds, in the order it lists them, with their names. */
export const BLOCK_LABELS = {
  heading: 'Heading',
  rich_text: 'Rich text',
  image: 'Image',
  button_group: 'Buttons',
  faq: 'FAQ',
  car_carousel: 'Car carousel',
  promotion_slider: 'Promotion slider',
  locations: 'Locations',
  reviews: 'Reviews',
  finance_calculator: 'Finance calculator',
  custom: 'Custom component',
} as const;
export type EditorBlockKind = keyof typeof BLOCK_LABELS;

/** The finance calculator is a custom block naming the FinanceCalculator component (@dealer/ui CustomBlock). */
export function blockKind(block: Json): EditorBlockKind {
  if (block.type === 'custom' && block.component === 'FinanceCalculator') return 'finance_calculator';
  return (block.type as EditorBlockKind) in BLOCK_LABELS ? (block.type as EditorBlockKind) : 'custom';
}

/** A new block of a kind, with content the dealer then edits (an image needs its uploaded file). */
export function newBlock(kind: EditorBlockKind, id: string, image?: { src: string; alt: string }): Json {
  switch (kind) {
    case 'heading':
      return { id, type: 'heading', text: 'New heading', level: 2 };
    case 'rich_text':
      return { id, type: 'rich_text', html: '<p>New text</p>' };
    case 'image':
      return { id, type: 'image', src: image?.src ?? '', alt: image?.alt ?? '' };
    case 'button_group':
      return { id, type: 'button_group', buttons: [{ text: 'Browse our cars', href: '/' }] };
    case 'faq':
      return { id, type: 'faq', items: [{ question: 'New question?', answer: '<p>The answer.</p>' }] };
    case 'car_carousel':
      return { id, type: 'car_carousel', title: 'Latest arrivals', search: '/' };
    case 'promotion_slider':
      return { id, type: 'promotion_slider', from_promotions: true };
    case 'locations':
      return { id, type: 'locations', title: 'Our locations' };
    case 'reviews':
      return { id, type: 'reviews', title: 'What our customers say' };
    case 'finance_calculator':
      return { id, type: 'custom', component: 'FinanceCalculator', props: '{}' };
    case 'custom':
      return { id, type: 'custom', component: 'FinanceCalculator', props: '{}' };
  }
}

/** A new block id unlike any of the page's. */
export function newBlockId(blocks: readonly Json[], kind: string): string {
  const taken = new Set(blocks.map((b) => b.id));
  for (let n = blocks.length + 1; ; n++) {
    const id = `${kind.replace(/_/g, '-')}-${n}`;
    if (!taken.has(id)) return id;
  }
}

/** The server's path of a block form's field: `buttons.0.text` of block 2 is `blocks[2].buttons[0].text`. */
export function fieldPath(index: number, name: string): string {
  return `blocks[${index}].${name.replace(/\.(\d+)/g, '[$1]')}`;
}

function text(form: FormLike, name: string): string | undefined {
  const value = form.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** A text field: trimmed, left out when empty. */
function optional(form: FormLike, name: string): string | undefined {
  const value = text(form, name)?.trim();
  return value ? value : undefined;
}

/** A number field: its number (a non-number is sent as text so the server names it), left out when empty. */
function numberOf(form: FormLike, name: string): number | string | undefined {
  const value = text(form, name)?.trim();
  if (!value) return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : value;
}

const checked = (form: FormLike, name: string) => form.get(name) === 'on';

/** Removes undefined values and empty objects (a tune nobody set is no tune). */
function compact(value: Json): Json | undefined {
  const out: Json = {};
  for (const [key, v] of Object.entries(value)) {
    const kept = v && typeof v === 'object' && !Array.isArray(v) ? compact(v as Json) : v;
    if (kept !== undefined && !(Array.isArray(kept) && kept.length === 0 && key === 'hide_on'))
      out[key] = kept;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

const SIDES = ['top', 'right', 'bottom', 'left'] as const;

/** The §1 tunes of a block form: margin, padding, alignment, colours, screen sizes hidden at, class name. */
export function tunesFromForm(form: FormLike): Json | undefined {
  const box = (name: string) =>
    Object.fromEntries(SIDES.map((s) => [s, numberOf(form, `tunes.${name}.${s}`)]));
  return compact({
    margin: box('margin'),
    padding: box('padding'),
    alignment: optional(form, 'tunes.alignment'),
    colours: {
      text: optional(form, 'tunes.colours.text'),
      background: optional(form, 'tunes.colours.background'),
    },
    hide_on: form.getAll('tunes.hide_on').filter((v): v is string => typeof v === 'string'),
    class_name: optional(form, 'tunes.class_name'),
  });
}

/** The rows of a repeated group (`buttons.0.…`, `buttons.1.…`) up to `max`, blank rows left out. */
function rows<T extends Json>(max: number, read: (n: number) => T, filled: (row: T) => boolean): T[] {
  const out: T[] = [];
  for (let n = 0; n < max; n++) {
    const row = read(n);
    if (filled(row)) out.push(row);
  }
  return out;
}

/** The block a submitted block form describes (its id and type kept from the block it edits). */
export function blockFromForm(existing: Json, form: FormLike): Json {
  const base: Json = { id: existing.id, type: existing.type };
  const tunes = tunesFromForm(form);
  if (tunes) base.tunes = tunes;
  switch (existing.type) {
    case 'heading':
      return { ...base, text: text(form, 'text') ?? '', level: numberOf(form, 'level') ?? 2 };
    case 'rich_text':
      return { ...base, html: text(form, 'html') ?? '' };
    case 'image':
      return compact({
        ...base,
        src: optional(form, 'src') ?? existing.src,
        alt: text(form, 'alt') ?? '',
        caption: optional(form, 'caption'),
        href: optional(form, 'href'),
      }) as Json;
    case 'button_group':
      return {
        ...base,
        buttons: rows(
          7,
          (n) =>
            compact({
              text: optional(form, `buttons.${n}.text`),
              href: optional(form, `buttons.${n}.href`),
              colour: optional(form, `buttons.${n}.colour`),
              variant: optional(form, `buttons.${n}.variant`),
              padding:
                numberOf(form, `buttons.${n}.padding.x`) !== undefined ||
                numberOf(form, `buttons.${n}.padding.y`) !== undefined
                  ? {
                      x: numberOf(form, `buttons.${n}.padding.x`) ?? 0,
                      y: numberOf(form, `buttons.${n}.padding.y`) ?? 0,
                    }
                  : undefined,
              new_tab: checked(form, `buttons.${n}.new_tab`) || undefined,
            }) ?? {},
          (b) => b.text !== undefined || b.href !== undefined,
        ),
      };
    case 'faq':
      return compact({
        ...base,
        title: optional(form, 'title'),
        items: rows(
          51,
          (n) => ({
            question: text(form, `items.${n}.question`) ?? '',
            answer: text(form, `items.${n}.answer`) ?? '',
          }),
          (i) => i.question.trim() !== '' || i.answer.trim() !== '',
        ),
      }) as Json;
    case 'car_carousel':
      return compact({
        ...base,
        title: optional(form, 'title'),
        search: text(form, 'search') ?? '',
        limit: numberOf(form, 'limit'),
        show_all_link: checked(form, 'show_all_link'),
      }) as Json;
    case 'promotion_slider':
      return compact({
        ...base,
        from_promotions: checked(form, 'from_promotions'),
        interval_ms: numberOf(form, 'interval_ms'),
        slides: rows(
          13,
          (n) =>
            compact({
              image: optional(form, `slides.${n}.image`),
              alt: text(form, `slides.${n}.alt`) ?? '',
              title: optional(form, `slides.${n}.title`),
              href: optional(form, `slides.${n}.href`),
            }) ?? {},
          (s) => s.image !== undefined,
        ),
      }) as Json;
    case 'locations':
      return compact({
        ...base,
        title: optional(form, 'title'),
        location_ids: (optional(form, 'location_ids') ?? '')
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((id) => (/^\d+$/.test(id) ? Number(id) : id)),
        show_hours: checked(form, 'show_hours'),
      }) as Json;
    case 'reviews':
      return compact({ ...base, title: optional(form, 'title'), limit: numberOf(form, 'limit') }) as Json;
    default:
      return {
        ...base,
        component: text(form, 'component') ?? existing.component,
        props: text(form, 'props') ?? '{}',
      };
  }
}
