import type { ConsolePost, ConsolePostEdit, ConsolePostSummary } from '@dealer/api-client';
import { UiLink } from '../../link';
import { ConsoleTable } from '../ConsoleTable';
import { ConflictChoice } from './ConflictChoice';
import { SiteField } from './ContentFields';
import type { StockActionResult } from './StockList';

/** Where a post stands: a draft nobody sees, published, or published with newer changes in a draft. */
export function postState(p: Pick<ConsolePostSummary, 'version' | 'published'>): string {
  if (p.published === null) return 'Draft: not on the website';
  if (p.version === 0 || p.published === p.version) return 'On the website';
  return 'On the website; a newer draft is not published';
}

/** The site's blog posts, each linking to its editor, with where it stands and when it was first published. */
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
        { header: 'Post', cell: (p) => <UiLink href={hrefOf(p.slug)}>{p.title}</UiLink> },
        { header: 'State', cell: (p) => postState(p) },
        { header: 'Published', cell: (p) => (p.published_at ? p.published_at.slice(0, 10) : '—') },
      ]}
      rowKey={(p) => p.slug}
      empty="This site has no blog posts."
      emptyTone="muted"
      caption="Blog posts, drafts first"
    />
  );
}

/** What the post editor's last form answered: a refusal, a 409 with both versions, or what was done. */
export interface PostEditorResult extends StockActionResult {
  done?: 'saved' | 'unchanged' | 'published' | 'created';
  /** What was typed (shown again after a refusal). */
  yours?: ConsolePostEdit;
  conflict?: { yours: ConsolePostEdit; current: ConsolePost };
}

const DONE_TEXT = {
  saved: 'Saved as a draft. Publish it to show it on the website.',
  created: 'Post written as a draft. Publish it to show it on the website.',
  unchanged: 'No changes to save.',
  published: 'Published: the website shows this version now.',
} as const;

/** The post's state and Publish (the newest version, named so a stale publish is refused). */
function PostStatus({ post, site }: { post: ConsolePost; site: string | null }) {
  const text =
    post.version === 0
      ? 'On the website as it was written. Saving makes a draft; the website keeps this text until you publish it.'
      : `Draft: version ${post.version}. ${
          post.published === null
            ? 'Not on the website yet.'
            : post.published === post.version
              ? 'The website shows this version.'
              : `The website shows version ${post.published}.`
        }`;
  return (
    <section className="console-panel" aria-labelledby="post-status">
      <h2 id="post-status">Status</h2>
      <p>{text}</p>
      {post.version > 0 && post.published !== post.version ? (
        <form method="post">
          <input type="hidden" name="intent" value="publish" />
          <input type="hidden" name="version" value={post.version} />
          <SiteField site={site} />
          <button type="submit" className="console-button">
            Publish version {post.version}
          </button>
        </form>
      ) : null}
    </section>
  );
}

function PostText({ post, label }: { post: ConsolePostEdit; label: string }) {
  return (
    <dl className="console-dl" aria-label={label}>
      <dt>Title</dt>
      <dd>{post.title}</dd>
      <dt>Summary</dt>
      <dd>{post.excerpt || '—'}</dd>
      <dt>Post (HTML)</dt>
      <dd className="console-conflict__page">{post.body}</dd>
    </dl>
  );
}

/** A stale save: the editor's change beside the version someone saved meanwhile; keep one of them. */
function PostConflict({
  conflict,
  site,
}: {
  conflict: NonNullable<PostEditorResult['conflict']>;
  site: string | null;
}) {
  const { yours, current } = conflict;
  const theirs = { title: current.title, excerpt: current.excerpt, body: current.body_html };
  return (
    <ConflictChoice
      id="post-conflict"
      version={current.version}
      site={site}
      yours={<PostText post={yours} label="Your change" />}
      current={<PostText post={theirs} label={`Version ${current.version}`} />}
      keep={
        <>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="base_version" value={current.version} />
          <input type="hidden" name="title" value={yours.title} />
          <input type="hidden" name="excerpt" value={yours.excerpt} />
          <input type="hidden" name="body" value={yours.body} />
          <SiteField site={site} />
        </>
      }
    />
  );
}

/**
 * Console: a blog post edited in the browser (#33 item 7), by the pages' rule: its state and Publish; title,
 * summary and body (HTML, sanitised on save) saved as a draft on the version it was loaded at; a 409 shows
 * the change beside the current version.
 */
export function PostEditor({
  post,
  result,
  site,
}: {
  post: ConsolePost;
  result: PostEditorResult | null;
  site: string | null;
}) {
  if (result?.conflict) return <PostConflict conflict={result.conflict} site={site} />;
  const error = (name: string) => result?.fields?.[name];
  const typed = result?.yours;
  const fields = [
    { name: 'title', label: 'Title', value: typed?.title ?? post.title, rows: 0 },
    { name: 'excerpt', label: 'Summary', value: typed?.excerpt ?? post.excerpt, rows: 3 },
    { name: 'body', label: 'Post (HTML)', value: typed?.body ?? post.body_html, rows: 14 },
  ];
  return (
    <>
      <PostStatus post={post} site={site} />
      {result?.done ? (
        <p className="console-notice" role="status">
          {DONE_TEXT[result.done]}
        </p>
      ) : null}
      {result?.error ? (
        <p className="console-error" role="alert">
          {result.error}
        </p>
      ) : null}
      <form method="post" className="console-panel console-page-editor" aria-label={`Edit ${post.title}`}>
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="base_version" value={post.version} />
        <SiteField site={site} />
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
          Save draft
        </button>
      </form>
    </>
  );
}
