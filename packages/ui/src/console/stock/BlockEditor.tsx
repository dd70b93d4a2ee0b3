import type { ConsolePage } from '@dealer/api-client';
import type { ReactNode } from 'react';
import { ContentFields, Field, str, TuneFields } from './BlockFields';
import { BLOCK_LABELS, blockKind, type EditorBlockKind, fieldPath } from './block-form';
import { ConflictChoice } from './ConflictChoice';
import type { StockActionResult } from './StockList';

type Json = Record<string, unknown>;

/** What the editor's last action answered: a refusal naming fields, a 409 with both versions, or done. */
export interface BlockEditorResult extends StockActionResult {
  /** What was saved (`saved` a new draft version, `unchanged`, `published`, `restored`). */
  done?: 'saved' | 'unchanged' | 'published' | 'restored' | 'created';
  /** The block whose form was refused and what was typed in it (shown again, never lost). */
  draft?: { index: number; block: Json };
  /** A 409: the page as this editor would have saved it, and the newest version someone else saved. */
  conflict?: { yours: Json; current: ConsolePage };
}

export interface BlockEditorProps {
  page: ConsolePage & { published?: number | null };
  versions: readonly { version: number; saved_at: string; page: { title: string } }[];
  result: BlockEditorResult | null;
  site: string | null;
  /** The public page's address (shown once published). */
  publicHref: string;
  formatTime: (iso: string) => string;
}

function Hidden({
  site,
  version,
  intent,
  extra,
}: {
  site: string | null;
  version: number;
  intent: string;
  extra?: Json;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="base_version" value={version} />
      {site ? <input type="hidden" name="site" value={site} /> : null}
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={str(value)} />
      ))}
    </>
  );
}

function BlockCard(props: {
  block: Json;
  index: number;
  count: number;
  page: BlockEditorProps['page'];
  site: string | null;
  result: BlockEditorResult | null;
}) {
  const { index, count, page, site, result } = props;
  const typed = result?.draft?.index === index ? result.draft.block : null;
  const block = typed ?? props.block;
  const label = BLOCK_LABELS[blockKind(block)];
  const id = `block-${index}`;
  const error = (name: string) => result?.fields?.[fieldPath(index, name)];
  const blockErrors = Object.entries(result?.fields ?? {}).filter(([k]) => k.startsWith(`blocks[${index}]`));
  const move = (intent: string, text: string, disabled: boolean) => (
    <form method="post">
      <Hidden
        site={site}
        version={page.version}
        intent={intent}
        extra={{ block: index, block_id: block.id }}
      />
      <button
        type="submit"
        className="console-button console-button--quiet"
        disabled={disabled}
        aria-label={`${text}: block ${index + 1}, ${label}`}
      >
        {text}
      </button>
    </form>
  );
  const summary = str(block.text ?? block.title ?? block.alt ?? '');
  return (
    <li className="console-block" aria-labelledby={`${id}-title`}>
      <div className="console-block__head">
        <h3 id={`${id}-title`}>
          {index + 1}. {label}
          {summary ? <span className="console-muted"> — {summary.slice(0, 60)}</span> : null}
        </h3>
        <div className="console-actions">
          {move('move-up', 'Move up', index === 0)}
          {move('move-down', 'Move down', index === count - 1)}
          {move('delete-block', 'Delete', false)}
        </div>
      </div>
      <details open={typed !== null || blockErrors.length > 0 || undefined}>
        <summary>Edit {label.toLowerCase()}</summary>
        <form
          method="post"
          encType={block.type === 'image' ? 'multipart/form-data' : undefined}
          aria-label={`Edit block ${index + 1}, ${label}`}
        >
          <Hidden
            site={site}
            version={page.version}
            intent="save-block"
            extra={{ block: index, block_id: block.id }}
          />
          <ContentFields id={id} block={block} error={error} />
          <TuneFields id={id} tunes={(block.tunes as Json | undefined) ?? {}} error={error} />
          {blockErrors.length > 0 ? (
            <p className="console-error" role="alert">
              This block was not saved: {blockErrors.map(([, m]) => m).join(' ')}
            </p>
          ) : null}
          <button type="submit" className="console-button">
            Save block as draft
          </button>
        </form>
      </details>
    </li>
  );
}

function Outcome({ result }: { result: BlockEditorResult | null }): ReactNode {
  if (!result) return null;
  if (result.error && !result.conflict)
    return (
      <p className="console-error" role="alert">
        {result.error}
      </p>
    );
  const text = {
    saved: 'Saved as a new draft version. Publish it to show it on the website.',
    created: 'Page created as a draft. Publish it to show it on the website.',
    unchanged: 'No changes to save.',
    published: 'Published: the website shows this version now.',
    restored: 'Restored as a new draft version. Publish it to show it on the website.',
  } as const;
  return result.done ? (
    <p className="console-notice" role="status">
      {text[result.done]}
    </p>
  ) : null;
}

/** A page as a reader compares it: its title and each block's type and text, then the whole as data. */
function PageSummary({ page, label }: { page: Json; label: string }) {
  const blocks = (page.blocks as Json[] | undefined) ?? [];
  const text = (b: Json) =>
    str(b.text ?? b.title ?? b.alt ?? b.search ?? '') ||
    str(b.html)
      .replace(/<[^>]*>/g, ' ')
      .trim()
      .slice(0, 120);
  return (
    <>
      <p>
        <strong>Title:</strong> {str(page.title)}
      </p>
      <ol className="console-list">
        {blocks.map((b, n) => (
          <li key={str(b.id) || n}>
            {BLOCK_LABELS[blockKind(b)]}
            {text(b) ? `: ${text(b)}` : ''}
          </li>
        ))}
      </ol>
      <details>
        <summary>{label} in full</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it. */}
        <section className="console-conflict__page" tabIndex={0} aria-label={`${label} in full (scrolls)`}>
          <pre>{JSON.stringify({ title: page.title, blocks }, null, 2)}</pre>
        </section>
      </details>
    </>
  );
}

function Conflict({
  conflict,
  site,
}: {
  conflict: NonNullable<BlockEditorResult['conflict']>;
  site: string | null;
}) {
  const { yours, current } = conflict;
  return (
    <ConflictChoice
      id="conflict-title"
      version={current.version}
      site={site}
      yours={<PageSummary page={yours} label="Your change" />}
      current={<PageSummary page={current} label={`Version ${current.version}`} />}
      keep={
        <Hidden
          site={site}
          version={current.version}
          intent="save-page"
          extra={{ page: JSON.stringify(yours) }}
        />
      }
    />
  );
}

/**
 * The console's page editor in blocks (#33 item 7): the page's status (draft and published versions) and
 * Publish; the page's title; each block with Move up / Move down / Delete buttons (plain forms: keyboard
 * and no-JS friendly) and its form — the block type's fields and the §1 tunes — naming each refused field;
 * Add a block (an image uploads its file); a 409 shows the editor's change beside the current version;
 * versions restore as a new draft. Every form carries the version it was loaded at (`base_version`).
 */
export function BlockEditor({ page, versions, result, site, publicHref, formatTime }: BlockEditorProps) {
  const published = page.published ?? null;
  const blocks = page.blocks as Json[];
  const kinds = Object.entries(BLOCK_LABELS) as [EditorBlockKind, string][];
  const pageError = (name: string) => result?.fields?.[name];
  return (
    <div className="console-block-editor" key={page.version}>
      <section className="console-panel" aria-labelledby="page-status">
        <h2 id="page-status">Status</h2>
        <p>
          Draft: version {page.version}, saved {formatTime(page.saved_at)}.{' '}
          {published === null
            ? 'Not on the website yet.'
            : published === page.version
              ? 'The website shows this version.'
              : `The website shows version ${published}.`}
        </p>
        <div className="console-actions">
          {published !== page.version ? (
            <form method="post">
              <Hidden site={site} version={page.version} intent="publish" />
              <button type="submit" className="console-button">
                Publish version {page.version}
              </button>
            </form>
          ) : null}
          {published !== null ? <a href={publicHref}>View on the website</a> : null}
        </div>
        <Outcome result={result} />
      </section>
      {result?.conflict ? <Conflict conflict={result.conflict} site={site} /> : null}
      <form method="post" className="console-panel" aria-label="Page details">
        <Hidden site={site} version={page.version} intent="save-page-details" />
        <Field
          id="page-title"
          label="Title"
          name="title"
          value={page.title}
          required
          error={pageError('title')}
        />
        <Field
          id="page-description"
          label="Description (for search engines)"
          name="description"
          value={page.description}
          error={pageError('description')}
        />
        <button type="submit" className="console-button">
          Save details as draft
        </button>
      </form>
      <section className="console-panel" aria-labelledby="blocks-title">
        <h2 id="blocks-title">Blocks</h2>
        {blocks.length === 0 ? <p className="console-muted">This page has no blocks yet.</p> : null}
        <ol className="console-blocks">
          {blocks.map((block, index) => (
            <BlockCard
              key={str(block.id) || index}
              block={block}
              index={index}
              count={blocks.length}
              page={page}
              site={site}
              result={result}
            />
          ))}
        </ol>
        <form
          method="post"
          encType="multipart/form-data"
          className="console-add-block"
          aria-label="Add a block"
        >
          <Hidden site={site} version={page.version} intent="add-block" />
          <h3>Add a block</h3>
          <Field
            id="add-kind"
            label="Block type"
            name="kind"
            value="heading"
            options={kinds}
            error={pageError('kind')}
          />
          <fieldset>
            <legend>For an image block</legend>
            <Field
              id="add-file"
              label="Image file (JPEG, PNG, WebP or AVIF)"
              name="file"
              type="file"
              error={pageError('image')}
            />
            <Field id="add-alt" label="Alt text" name="alt" error={pageError('alt')} />
          </fieldset>
          <button type="submit" className="console-button">
            Add block
          </button>
        </form>
      </section>
      <section className="console-panel" aria-labelledby="page-versions">
        <h2 id="page-versions">Versions</h2>
        <ol reversed className="console-list">
          {versions.map((v) => (
            <li key={v.version}>
              Version {v.version}, {formatTime(v.saved_at)}: {v.page.title}
              {v.version === published ? (
                <>
                  {' '}
                  <span className="console-badge">on the website</span>
                </>
              ) : null}
              {v.version === page.version ? (
                <span className="console-muted"> (the draft)</span>
              ) : (
                <form method="post" className="console-inline-form">
                  <Hidden
                    site={site}
                    version={page.version}
                    intent="restore"
                    extra={{ restore: v.version }}
                  />
                  <button type="submit" className="console-button console-button--quiet">
                    Restore version {v.version}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ol>
      </section>
      <details className="console-panel">
        <summary>Delete this page</summary>
        <form method="post" aria-label="Delete this page">
          <Hidden site={site} version={page.version} intent="delete-page" />
          <p>
            The page and all its versions are deleted; its address answers “not found”. The audit log keeps a
            record.
          </p>
          <button type="submit" className="console-button console-button--danger">
            Delete the page
          </button>
        </form>
      </details>
    </div>
  );
}
