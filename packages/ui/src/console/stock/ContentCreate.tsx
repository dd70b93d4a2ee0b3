import type { ConsoleDatedPromotion } from '@dealer/api-client';
import { Input, SiteField } from './ContentFields';
import { DatedPromotionEditForm, type PromotionEditResult } from './DatedPromotionEdit';
import type { StockActionResult } from './StockList';

/** The outcome of a create/delete form, when it was this one's. */
function Outcome({ result, intents }: { result: StockActionResult | null; intents: string[] }) {
  if (!result || !intents.includes(result.intent)) return null;
  if (result.error)
    return (
      <p className="console-error" role="alert">
        {result.error}
      </p>
    );
  return result.ok ? (
    <p className="console-notice" role="status">
      {result.intent === 'page-deleted'
        ? 'Page deleted.'
        : result.intent === 'post-deleted'
          ? 'Post deleted.'
          : result.intent === 'dated-promotion-delete'
            ? 'Promotion deleted.'
            : result.intent === 'dated-promotion-edit'
              ? 'Promotion saved: the website shows it between its dates.'
              : 'Saved'}
    </p>
  ) : null;
}

/** A new page: its address (slug) and title; it starts as a draft with a heading. */
export function PageCreateForm({ result, site }: { result: StockActionResult | null; site: string | null }) {
  const mine = result?.intent === 'page-create' ? result : null;
  return (
    <form method="post" className="console-quick-edit" aria-label="Create a page">
      <input type="hidden" name="intent" value="page-create" />
      <SiteField site={site} />
      <Input id="new-page-title" label="New page title" name="title" required error={mine?.fields?.title} />
      <Input
        id="new-page-slug"
        label="Address"
        name="slug"
        required
        hint="Lowercase letters, digits and hyphens, e.g. spring-sale"
        error={mine?.fields?.slug}
      />
      <button type="submit" className="console-button">
        Create page
      </button>
      <Outcome result={result} intents={['page-create', 'page-deleted']} />
    </form>
  );
}

/**
 * The dealer's promotions with start and end dates (shown on the website only between them, in the site's
 * time zone): each listed with Delete and Edit, and a form to make one with its uploaded banner.
 */
export function DatedPromotions({
  promotions,
  result,
  site,
  formatDate,
}: {
  promotions: readonly ConsoleDatedPromotion[];
  result: StockActionResult | null;
  site: string | null;
  formatDate: (date: string) => string;
}) {
  const mine = result?.intent === 'dated-promotion-create' ? result : null;
  const error = (name: string) => mine?.fields?.[name];
  return (
    <>
      {promotions.length === 0 ? (
        <p className="console-muted">No dated promotions yet.</p>
      ) : (
        <ul className="console-list">
          {promotions.map((p) => (
            <li key={p.key}>
              <strong>{p.title}</strong> — {formatDate(p.starts_on)} to {formatDate(p.ends_on)}{' '}
              <span className="console-badge">{p.shown ? 'On the website now' : 'Not shown today'}</span>
              <form method="post" className="console-inline-form">
                <input type="hidden" name="intent" value="dated-promotion-delete" />
                <input type="hidden" name="key" value={p.key} />
                <SiteField site={site} />
                <button
                  type="submit"
                  className="console-button console-button--quiet"
                  aria-label={`Delete the promotion ${p.title}`}
                >
                  Delete
                </button>
              </form>
              <DatedPromotionEditForm
                promotion={p}
                result={result as PromotionEditResult | null}
                site={site}
              />
            </li>
          ))}
        </ul>
      )}
      <form method="post" encType="multipart/form-data" aria-label="Create a dated promotion">
        <input type="hidden" name="intent" value="dated-promotion-create" />
        <SiteField site={site} />
        <h3>New dated promotion</h3>
        <div className="console-form-grid">
          <Input id="promo-title" label="Title" name="title" required error={error('title')} />
          <Input id="promo-subtitle" label="Subtitle" name="subtitle" error={error('subtitle')} />
          <Input
            id="promo-key"
            label="Address (key)"
            name="key"
            required
            hint="Lowercase letters, digits and hyphens"
            error={error('key')}
          />
          <Input
            id="promo-href"
            label="Link"
            name="href"
            hint="e.g. /search/used-cars"
            error={error('href')}
          />
          <Input
            id="promo-starts"
            label="First day"
            name="starts_on"
            type="date"
            required
            error={error('starts_on')}
          />
          <Input
            id="promo-ends"
            label="Last day"
            name="ends_on"
            type="date"
            required
            error={error('ends_on')}
          />
          <Input
            id="promo-image"
            label="Banner image (1920×540 looks best)"
            name="image"
            type="file"
            required
            error={error('image_url') ?? error('image')}
          />
          <Input id="promo-alt" label="Banner alt text" name="alt" required error={error('alt')} />
        </div>
        <button type="submit" className="console-button">
          Create promotion
        </button>
      </form>
      <Outcome
        result={result}
        intents={['dated-promotion-create', 'dated-promotion-delete', 'dated-promotion-edit']}
      />
    </>
  );
}

/** A new blog post: title (its address is the title's slug), summary and body; a draft until published. */
export function PostCreateForm({ result, site }: { result: StockActionResult | null; site: string | null }) {
  const mine = result?.intent === 'post-create' ? result : null;
  return (
    <form method="post" aria-label="Write a post">
      <input type="hidden" name="intent" value="post-create" />
      <SiteField site={site} />
      <h3>Write a post</h3>
      <Input id="new-post-title" label="Post title" name="title" required error={mine?.fields?.title} />
      <Input id="new-post-excerpt" label="Summary" name="excerpt" error={mine?.fields?.excerpt} />
      <div className="console-field">
        <label htmlFor="new-post-body">Post (HTML)</label>
        <textarea
          id="new-post-body"
          name="body"
          rows={6}
          required
          aria-invalid={mine?.fields?.body ? true : undefined}
        />
        {mine?.fields?.body ? <span className="console-field__error">{mine.fields.body}</span> : null}
      </div>
      <p className="console-muted">The post is saved as a draft: publish it from its page.</p>
      <button type="submit" className="console-button">
        Write the draft
      </button>
      <Outcome result={result} intents={['post-create', 'post-deleted']} />
    </form>
  );
}

/** Deletes a post or a page after the person opens it (audited by the server). */
export function DeleteContentForm({
  intent,
  what,
  site,
}: {
  intent: string;
  what: string;
  site: string | null;
}) {
  return (
    <details className="console-panel">
      <summary>Delete this {what}</summary>
      <form method="post" aria-label={`Delete this ${what}`}>
        <input type="hidden" name="intent" value={intent} />
        <SiteField site={site} />
        <p>
          The {what} is deleted from the website; its address answers “not found”. The audit log keeps a
          record.
        </p>
        <button type="submit" className="console-button console-button--danger">
          Delete the {what}
        </button>
      </form>
    </details>
  );
}
