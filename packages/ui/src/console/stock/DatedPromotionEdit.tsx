import type { ConsoleDatedPromotion, ConsoleDatedPromotionEdit } from '@dealer/api-client';
import { PHOTO_WIDTHS } from '@dealer/pricing';
import { ConflictChoice } from './ConflictChoice';
import { Input, SiteField } from './ContentFields';
import type { StockActionResult } from './StockList';

/** The answer to an edit of a dated promotion: what was sent (shown again), and on a 409 both versions. */
export interface PromotionEditResult extends StockActionResult {
  yours?: ConsoleDatedPromotionEdit;
  conflict?: { yours: ConsoleDatedPromotionEdit; current: ConsoleDatedPromotion };
}

/** The banner's preview: the first width the photo route serves from 320 px (a width off its list is refused). */
const PREVIEW_WIDTH = PHOTO_WIDTHS.find((w) => w >= 320) ?? 400;

const LABELS: readonly [keyof ConsoleDatedPromotionEdit, string][] = [
  ['title', 'Title'],
  ['subtitle', 'Subtitle'],
  ['href', 'Link'],
  ['starts_on', 'First day'],
  ['ends_on', 'Last day'],
  ['alt', 'Banner alt text'],
  ['image_url', 'Banner'],
];

/** The edit's fields as hidden inputs (Keep my change sends them again on the current version). */
function Hidden({ edit }: { edit: ConsoleDatedPromotionEdit }) {
  return (
    <>
      {LABELS.map(([name]) =>
        name === 'base_version' ? null : (
          <input key={name} type="hidden" name={name} value={String(edit[name] ?? '')} />
        ),
      )}
    </>
  );
}

/** One version as a reader compares it: each field, the banner as a picture. */
function Version({ label, p }: { label: string; p: Omit<ConsoleDatedPromotionEdit, 'base_version'> }) {
  return (
    <dl className="console-dl" aria-label={label}>
      {LABELS.map(([name, text]) =>
        name === 'base_version' ? null : (
          <div key={name}>
            <dt>{text}</dt>
            <dd>
              {name === 'image_url' ? (
                <img
                  src={`${p.image_url}?width=${PREVIEW_WIDTH}`}
                  alt={p.alt}
                  className="console-promo-banner"
                  width={320}
                  height={90}
                />
              ) : (
                String(p[name] ?? '') || '—'
              )}
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}

/** A 409: the editor's change beside the version someone saved meanwhile; keep one of them. */
function Conflict({
  conflict,
  site,
}: {
  conflict: NonNullable<PromotionEditResult['conflict']>;
  site: string | null;
}) {
  const { yours, current } = conflict;
  return (
    <ConflictChoice
      id={`conflict-${current.key}`}
      level={4}
      what="of this promotion"
      version={current.version}
      site={site}
      yours={<Version label="Your change" p={yours} />}
      current={<Version label={`Version ${current.version}`} p={current} />}
      encType="multipart/form-data"
      keep={
        <>
          <input type="hidden" name="intent" value="dated-promotion-edit" />
          <input type="hidden" name="key" value={current.key} />
          <input type="hidden" name="base_version" value={current.version} />
          <SiteField site={site} />
          <Hidden edit={yours} />
        </>
      }
    />
  );
}

/**
 * A dated promotion's Edit (#33 item 7): its words, link, dates, alt text and a new banner (optional: the
 * current one stays), sent with the version the form was loaded at. A refusal opens the form again with
 * what was typed and each refused field named; a 409 shows the change beside the current version.
 */
export function DatedPromotionEditForm({
  promotion,
  result,
  site,
}: {
  promotion: ConsoleDatedPromotion;
  result: PromotionEditResult | null;
  site: string | null;
}) {
  const mine = result?.intent === 'dated-promotion-edit' && result.id === promotion.key ? result : null;
  if (mine?.conflict) return <Conflict conflict={mine.conflict} site={site} />;
  const typed = mine?.yours;
  const shown: Omit<ConsoleDatedPromotionEdit, 'base_version'> = typed ?? promotion;
  const value = (name: Exclude<keyof ConsoleDatedPromotionEdit, 'base_version'>) => String(shown[name] ?? '');
  const error = (name: string) => mine?.fields?.[name];
  const id = (name: string) => `promo-${promotion.key}-${name}`;
  return (
    <details className="console-promo-edit" open={mine !== null && !mine.ok}>
      <summary className="console-promo-edit__summary">
        Edit<span className="console-visually-hidden"> the promotion {promotion.title}</span>
      </summary>
      <form method="post" encType="multipart/form-data" aria-label={`Edit the promotion ${promotion.title}`}>
        <input type="hidden" name="intent" value="dated-promotion-edit" />
        <input type="hidden" name="key" value={promotion.key} />
        <input type="hidden" name="base_version" value={promotion.version} />
        <input type="hidden" name="image_url" value={value('image_url')} />
        <SiteField site={site} />
        {mine?.error && !mine.ok ? (
          <p className="console-error" role="alert">
            {mine.error}
          </p>
        ) : null}
        <div className="console-form-grid">
          <Input
            id={id('title')}
            label="Title"
            name="title"
            required
            defaultValue={value('title')}
            error={error('title')}
          />
          <Input
            id={id('subtitle')}
            label="Subtitle"
            name="subtitle"
            defaultValue={value('subtitle')}
            error={error('subtitle')}
          />
          <Input
            id={id('href')}
            label="Link"
            name="href"
            defaultValue={value('href')}
            error={error('href')}
          />
          <Input
            id={id('starts')}
            label="First day"
            name="starts_on"
            type="date"
            required
            defaultValue={value('starts_on')}
            error={error('starts_on')}
          />
          <Input
            id={id('ends')}
            label="Last day"
            name="ends_on"
            type="date"
            required
            defaultValue={value('ends_on')}
            error={error('ends_on')}
          />
          <Input
            id={id('alt')}
            label="Banner alt text"
            name="alt"
            required
            defaultValue={value('alt')}
            error={error('alt')}
          />
          <div className="console-field">
            <span>Current banner</span>
            <img
              src={`${value('image_url')}?width=${PREVIEW_WIDTH}`}
              alt={value('alt')}
              className="console-promo-banner"
              width={320}
              height={90}
            />
          </div>
          <Input
            id={id('image')}
            label="Replace the banner (optional)"
            name="image"
            type="file"
            hint="Leave empty to keep the current banner"
            error={error('image_url') ?? error('image')}
          />
        </div>
        <button type="submit" className="console-button">
          Save changes
        </button>
      </form>
    </details>
  );
}
