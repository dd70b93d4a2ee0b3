import { ALIGNMENTS, BREAKPOINT_NAMES, THEME_COLOURS } from '@dealer/content-blocks';
import { blockKind } from './block-form';

/**
 * The block editor's fields (#33 item 7): a labelled field naming its error, a checkbox, the §1 tunes of a
 * block, and each block type's own fields (BlockEditor.tsx puts them in a block's form).
 */

type Json = Record<string, unknown>;

export const str = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');

export interface FieldProps {
  id: string;
  label: string;
  name: string;
  value?: unknown;
  error?: string | undefined;
  type?: 'text' | 'number' | 'url' | 'file';
  multiline?: boolean;
  hint?: string;
  required?: boolean;
  options?: readonly (readonly [string, string])[];
}

export function Field({
  id,
  label,
  name,
  value,
  error,
  type = 'text',
  multiline,
  hint,
  required,
  options,
}: FieldProps) {
  const described =
    [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    'aria-describedby': described,
    'aria-invalid': error ? true : undefined,
    required,
  };
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      {options ? (
        <select {...common} defaultValue={str(value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </select>
      ) : multiline ? (
        <textarea {...common} rows={5} defaultValue={str(value)} />
      ) : type === 'file' ? (
        <input {...common} type="file" accept="image/jpeg,image/png,image/webp,image/avif" />
      ) : (
        <input {...common} type={type} defaultValue={str(value)} />
      )}
      {hint ? (
        <span id={`${id}-hint`} className="console-muted">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="console-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function Check({
  id,
  label,
  name,
  checked,
}: {
  id: string;
  label: string;
  name: string;
  checked: boolean;
}) {
  return (
    <div className="console-check">
      <input id={id} type="checkbox" name={name} defaultChecked={checked} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

const COLOUR_HINT = `A theme colour (${THEME_COLOURS.join(', ')}) or a hex colour like #1a2b3c`;

export function TuneFields({
  id,
  tunes,
  error,
}: {
  id: string;
  tunes: Json;
  error: (name: string) => string | undefined;
}) {
  const box = (name: 'margin' | 'padding') => (
    <fieldset className="console-tunes__box">
      <legend>{name === 'margin' ? 'Margin (px)' : 'Padding (px)'}</legend>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Field
          key={side}
          id={`${id}-${name}-${side}`}
          label={side[0]?.toUpperCase() + side.slice(1)}
          name={`tunes.${name}.${side}`}
          type="number"
          value={(tunes[name] as Json | undefined)?.[side]}
          error={error(`tunes.${name}.${side}`)}
        />
      ))}
    </fieldset>
  );
  const colours = (tunes.colours ?? {}) as Json;
  const hidden = new Set((tunes.hide_on as string[] | undefined) ?? []);
  return (
    <details className="console-tunes" open={Object.keys(tunes).length > 0 || undefined}>
      <summary>Layout and style (tunes)</summary>
      <div className="console-tunes__grid">
        {box('margin')}
        {box('padding')}
      </div>
      <Field
        id={`${id}-alignment`}
        label="Alignment"
        name="tunes.alignment"
        value={tunes.alignment}
        options={[
          ['', 'As the theme'],
          ...ALIGNMENTS.map((a) => [a, a[0]?.toUpperCase() + a.slice(1)] as const),
        ]}
        error={error('tunes.alignment')}
      />
      <Field
        id={`${id}-colour-text`}
        label="Text colour"
        name="tunes.colours.text"
        value={colours.text}
        hint={COLOUR_HINT}
        error={error('tunes.colours.text')}
      />
      <Field
        id={`${id}-colour-background`}
        label="Background colour"
        name="tunes.colours.background"
        value={colours.background}
        error={error('tunes.colours.background')}
      />
      <fieldset>
        <legend>Hide on screen sizes</legend>
        {BREAKPOINT_NAMES.map((b) => (
          <Check key={b} id={`${id}-hide-${b}`} label={b} name="tunes.hide_on" checked={hidden.has(b)} />
        ))}
        {error('tunes.hide_on') ? (
          <span className="console-field__error">{error('tunes.hide_on')}</span>
        ) : null}
      </fieldset>
      <Field
        id={`${id}-class`}
        label="Class names"
        name="tunes.class_name"
        value={tunes.class_name}
        hint="Up to 8 names of letters, digits, - and _"
        error={error('tunes.class_name')}
      />
    </details>
  );
}

/** The fields of one block's own content (not its tunes). */
export function ContentFields({
  id,
  block,
  error,
}: {
  id: string;
  block: Json;
  error: (name: string) => string | undefined;
}) {
  const f = (name: string, label: string, extra: Partial<FieldProps> = {}) => (
    <Field
      id={`${id}-${name.replace(/\./g, '-')}`}
      label={label}
      name={name}
      value={block[name]}
      error={error(name)}
      {...extra}
    />
  );
  switch (block.type) {
    case 'heading':
      return (
        <>
          {f('text', 'Heading text', { required: true })}
          {f('level', 'Level', {
            options: [
              ['1', 'H1 (page title)'],
              ['2', 'H2'],
              ['3', 'H3'],
              ['4', 'H4'],
            ],
          })}
        </>
      );
    case 'rich_text':
      return f('html', 'Text (HTML: paragraphs, lists, links, bold)', { multiline: true });
    case 'image':
      return (
        <>
          {typeof block.src === 'string' && block.src ? (
            <img className="console-block__image" src={`${block.src}?width=400`} alt="" width={200} />
          ) : null}
          {f('file', 'Replace the image (JPEG, PNG, WebP or AVIF)', { type: 'file', value: undefined })}
          <input type="hidden" name="src" value={str(block.src)} />
          {error('src') ? <span className="console-field__error">{error('src')}</span> : null}
          {f('alt', 'Alt text', {
            required: true,
            hint: 'What the image shows, for people who cannot see it',
          })}
          {f('caption', 'Caption')}
          {f('href', 'Link (optional)')}
        </>
      );
    case 'button_group': {
      const buttons = [...((block.buttons as Json[] | undefined) ?? []), {}].slice(0, 6);
      return (
        <>
          {buttons.map((b, n) => (
            <fieldset key={n} className="console-repeat">
              <legend>
                {n < buttons.length - 1 || buttons.length === 6 ? `Button ${n + 1}` : 'Add a button'}
              </legend>
              <Field
                id={`${id}-b${n}-text`}
                label="Text"
                name={`buttons.${n}.text`}
                value={b.text}
                error={error(`buttons.${n}.text`)}
              />
              <Field
                id={`${id}-b${n}-href`}
                label="Link"
                name={`buttons.${n}.href`}
                value={b.href}
                error={error(`buttons.${n}.href`)}
              />
              <Field
                id={`${id}-b${n}-colour`}
                label="Colour"
                name={`buttons.${n}.colour`}
                value={b.colour}
                hint={COLOUR_HINT}
                error={error(`buttons.${n}.colour`)}
              />
              <Field
                id={`${id}-b${n}-variant`}
                label="Style"
                name={`buttons.${n}.variant`}
                value={b.variant}
                options={[
                  ['solid', 'Filled'],
                  ['outline', 'Outline'],
                ]}
              />
              <Field
                id={`${id}-b${n}-px`}
                label="Padding across (px)"
                type="number"
                name={`buttons.${n}.padding.x`}
                value={(b.padding as Json | undefined)?.x}
                error={error(`buttons.${n}.padding.x`)}
              />
              <Field
                id={`${id}-b${n}-py`}
                label="Padding down (px)"
                type="number"
                name={`buttons.${n}.padding.y`}
                value={(b.padding as Json | undefined)?.y}
                error={error(`buttons.${n}.padding.y`)}
              />
              <Check
                id={`${id}-b${n}-tab`}
                label="Open in a new tab"
                name={`buttons.${n}.new_tab`}
                checked={b.new_tab === true}
              />
            </fieldset>
          ))}
          {error('buttons') ? <span className="console-field__error">{error('buttons')}</span> : null}
        </>
      );
    }
    case 'faq': {
      const items = [...((block.items as Json[] | undefined) ?? []), {}];
      return (
        <>
          {f('title', 'Title (optional)')}
          {items.map((item, n) => (
            <fieldset key={n} className="console-repeat">
              <legend>{n < items.length - 1 ? `Question ${n + 1}` : 'Add a question'}</legend>
              <Field
                id={`${id}-q${n}`}
                label="Question"
                name={`items.${n}.question`}
                value={item.question}
                error={error(`items.${n}.question`)}
              />
              <Field
                id={`${id}-a${n}`}
                label="Answer (HTML)"
                name={`items.${n}.answer`}
                value={item.answer}
                multiline
                error={error(`items.${n}.answer`)}
              />
            </fieldset>
          ))}
          {error('items') ? <span className="console-field__error">{error('items')}</span> : null}
        </>
      );
    }
    case 'car_carousel':
      return (
        <>
          {f('title', 'Title (optional)')}
          {f('search', 'Cars from this search', {
            hint: 'A listing address, e.g. /search/used-cars?make=Mazda',
          })}
          {f('limit', 'How many cars (1–24)', { type: 'number' })}
          <Check
            id={`${id}-all`}
            label="Show a “See all” link"
            name="show_all_link"
            checked={block.show_all_link !== false}
          />
        </>
      );
    case 'promotion_slider': {
      const slides = [...((block.slides as Json[] | undefined) ?? []), {}];
      return (
        <>
          <Check
            id={`${id}-from`}
            label="Show the site’s promotions"
            name="from_promotions"
            checked={block.from_promotions === true}
          />
          {f('interval_ms', 'Time per slide (ms, 2000–20000)', { type: 'number' })}
          {slides.map((s, n) => (
            <fieldset key={n} className="console-repeat">
              <legend>{n < slides.length - 1 ? `Slide ${n + 1}` : 'Add a slide'}</legend>
              <Field
                id={`${id}-s${n}-img`}
                label="Image address"
                name={`slides.${n}.image`}
                value={s.image}
                error={error(`slides.${n}.image`)}
              />
              <Field
                id={`${id}-s${n}-alt`}
                label="Alt text"
                name={`slides.${n}.alt`}
                value={s.alt}
                error={error(`slides.${n}.alt`)}
              />
              <Field
                id={`${id}-s${n}-title`}
                label="Title"
                name={`slides.${n}.title`}
                value={s.title}
                error={error(`slides.${n}.title`)}
              />
              <Field
                id={`${id}-s${n}-href`}
                label="Link"
                name={`slides.${n}.href`}
                value={s.href}
                error={error(`slides.${n}.href`)}
              />
            </fieldset>
          ))}
          {error('slides') ? <span className="console-field__error">{error('slides')}</span> : null}
        </>
      );
    }
    case 'locations':
      return (
        <>
          {f('title', 'Title (optional)')}
          {f('location_ids', 'Location ids (empty: every location)', {
            value: ((block.location_ids as number[] | undefined) ?? []).join(', '),
          })}
          <Check
            id={`${id}-hours`}
            label="Show opening hours"
            name="show_hours"
            checked={block.show_hours !== false}
          />
        </>
      );
    case 'reviews':
      return (
        <>
          {f('title', 'Title (optional)')}
          {f('limit', 'How many reviews (1–12)', { type: 'number' })}
        </>
      );
    default:
      return blockKind(block) === 'finance_calculator' ? (
        <>
          <input type="hidden" name="component" value="FinanceCalculator" />
          {f('props', 'Settings (JSON, e.g. {"price": 30000})', { multiline: true })}
        </>
      ) : (
        <>
          {f('component', 'Component')}
          {f('props', 'Props (JSON)', { multiline: true })}
        </>
      );
  }
}
