import type { ConsolePost, ConsolePostSummary } from '@dealer/api-client';
import { UiLink } from '../../link';
import { ConsoleTable } from '../ConsoleTable';
import { FormResult } from './FormResult';
import type { StockActionResult } from './StockList';

/** The site's blog posts, each linking to its editor; an edited one says so. */
export function PostList({
  posts,
  hrefOf,
}: {
  posts: readonly ConsolePostSummary[];
  hrefOf: (slug: string) => string;
}) {
  return (
    <ConsoleTable
      rows={posts}
      columns={[
        {
          header: 'Post',
          cell: (p) => (
            <>
              <UiLink href={hrefOf(p.slug)}>{p.title}</UiLink>
              {p.edited ? <span className="console-muted"> (edited)</span> : null}
            </>
          ),
        },
        { header: 'Published', cell: (p) => p.published_at.slice(0, 10) },
      ]}
      rowKey={(p) => p.slug}
      empty="This site has no blog posts."
      emptyTone="muted"
      caption="Blog posts, newest first"
    />
  );
}

/** Console: a blog post edited in the browser: title, summary and body (HTML, sanitised on save). */
export function PostEditor({
  post,
  result,
  site,
}: {
  post: ConsolePost;
  result: StockActionResult | null;
  site: string | null;
}) {
  const error = (name: string) => result?.fields?.[name];
  const fields = [
    { name: 'title', label: 'Title', value: post.title, rows: 0 },
    { name: 'excerpt', label: 'Summary', value: post.excerpt, rows: 3 },
    { name: 'body', label: 'Post (HTML)', value: post.body_html, rows: 14 },
  ];
  return (
    <form method="post" className="console-panel console-page-editor" aria-label={`Edit ${post.title}`}>
      <input type="hidden" name="intent" value="save" />
      {site ? <input type="hidden" name="site" value={site} /> : null}
      {fields.map((f) => (
        <div className="console-field" key={f.name}>
          <label htmlFor={`post-${f.name}`}>{f.label}</label>
          {f.rows === 0 ? (
            <input
              id={`post-${f.name}`}
              name={f.name}
              defaultValue={f.value}
              aria-invalid={error(f.name) ? true : undefined}
            />
          ) : (
            <textarea
              id={`post-${f.name}`}
              name={f.name}
              rows={f.rows}
              defaultValue={f.value}
              aria-invalid={error(f.name) ? true : undefined}
            />
          )}
          {error(f.name) ? <span className="console-field__error">{error(f.name)}</span> : null}
        </div>
      ))}
      <button type="submit" className="console-button">
        Save
      </button>
      <FormResult result={result} />
    </form>
  );
}
