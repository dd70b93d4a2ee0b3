import type { ConsolePage, ConsolePageSummary } from '@dealer/api-client';
import { UiLink } from '../../link';
import { ConsoleTable } from '../ConsoleTable';
import { FormResult } from './FormResult';
import type { StockActionResult } from './StockList';

/** The text a block carries that the editor shows as a field: a heading's text, rich text's HTML. */
export function editableField(block: Record<string, unknown>): 'text' | 'html' | null {
  if (block.type === 'heading' && typeof block.text === 'string') return 'text';
  if (block.type === 'rich_text' && typeof block.html === 'string') return 'html';
  return null;
}

/** The pages of the site, each linking to its editor. */
export function PageList({
  pages,
  hrefOf,
}: {
  pages: readonly ConsolePageSummary[];
  hrefOf: (slug: string) => string;
}) {
  return (
    <ConsoleTable
      rows={pages}
      columns={[
        { header: 'Page', cell: (p) => <UiLink href={hrefOf(p.slug)}>{p.title}</UiLink> },
        { header: 'Address', cell: (p) => `/pages/${p.slug}` },
        { header: 'Version', cell: (p) => p.version },
        {
          header: 'On the website',
          cell: (p) =>
            p.published === null
              ? 'Draft only'
              : p.published === undefined || p.published === p.version
                ? `Version ${p.version}`
                : `Version ${p.published} (newer draft)`,
        },
      ]}
      rowKey={(p) => p.slug}
      empty="This site has no page-builder pages yet."
      caption="Pages"
    />
  );
}

export interface PageEditorProps {
  page: ConsolePage;
  versions: readonly { version: number; saved_at: string; page: { title: string } }[];
  result: StockActionResult | null;
  site: string | null;
  formatTime: (iso: string) => string;
}

/**
 * the console a page-builder page edited in the browser: its title, each heading's text and each rich text's
 * HTML (sanitised by the server on save); other blocks keep what they have. Earlier versions restore.
 */
export function PageEditor({ page, versions, result, site, formatTime }: PageEditorProps) {
  const fieldError = (name: string) => result?.fields?.[name];
  return (
    <>
      <form method="post" className="console-panel console-page-editor" aria-label={`Edit ${page.title}`}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="version" value={page.version} />
        {site ? <input type="hidden" name="site" value={site} /> : null}
        <div className="console-field">
          <label htmlFor="page-title">Title</label>
          <input id="page-title" name="title" defaultValue={page.title} required />
          {fieldError('title') ? <span className="console-field__error">{fieldError('title')}</span> : null}
        </div>
        {page.blocks.map((block, index) => {
          const field = editableField(block);
          const id = `block-${index}`;
          const key = typeof block.id === 'string' ? block.id : id;
          if (!field)
            return (
              <p key={key} className="console-muted">
                Block {index + 1}: {String(block.type)} (kept as it is)
              </p>
            );
          const error = fieldError(`blocks[${index}].${field}`) ?? fieldError(`blocks.${index}.${field}`);
          return (
            <div className="console-field" key={key}>
              <label htmlFor={id}>
                Block {index + 1}: {field === 'text' ? 'heading' : 'text (HTML)'}
              </label>
              {field === 'text' ? (
                <input id={id} name={`block.${index}`} defaultValue={String(block.text)} />
              ) : (
                <textarea id={id} name={`block.${index}`} rows={6} defaultValue={String(block.html)} />
              )}
              {error ? <span className="console-field__error">{error}</span> : null}
            </div>
          );
        })}
        <button type="submit" className="console-button">
          Save as a new version
        </button>
        <FormResult result={result} />
      </form>
      <section className="console-panel" aria-labelledby="page-versions">
        <h2 id="page-versions">Versions</h2>
        <ol reversed>
          {versions.map((v) => (
            <li key={v.version}>
              Version {v.version}, {formatTime(v.saved_at)}: {v.page.title}
              {v.version === page.version ? (
                <span className="console-muted"> (shown)</span>
              ) : (
                <form method="post" className="console-inline-form">
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="restore" value={v.version} />
                  {site ? <input type="hidden" name="site" value={site} /> : null}
                  <button type="submit" className="console-button console-button--quiet">
                    Restore version {v.version}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
