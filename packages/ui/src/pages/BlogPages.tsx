import { UiLink } from '../link';

/**
 * A news or blog post as the BFF serves it (contract: `GET /api/websites/{id}/posts.json` →
 * `{posts: PostSummary[]}`, `GET /api/websites/{id}/posts/{slug}.json` → `Post`).
 */
export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  /** ISO date. */
  published_at: string;
  href: string;
}

export interface Post extends PostSummary {
  /** Server-sanitised HTML. */
  body_html: string;
}

const dateFormat = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function Published({ iso }: { iso: string }) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : <time dateTime={iso}>{dateFormat.format(date)}</time>;
}

/** §2 the blog (or /news) index: newest first, as the BFF orders them. */
export function BlogIndexPage({ title, posts }: { title: string; posts: readonly PostSummary[] }) {
  return (
    <div className="info-page">
      <h1>{title}</h1>
      {posts.length === 0 ? (
        <p>No articles yet. Please check back soon.</p>
      ) : (
        <ul className="posts">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="post-summary" aria-labelledby={`post-${post.slug}`}>
                <h2 id={`post-${post.slug}`}>
                  <UiLink href={post.href}>{post.title}</UiLink>
                </h2>
                <p className="post-summary__date">
                  <Published iso={post.published_at} />
                </p>
                <p>{post.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** One article; `bodyHtml` must be sanitised on the server before it gets here. */
export function BlogPostPage({
  post,
  indexHref,
  indexTitle,
}: {
  post: Post;
  indexHref: string;
  indexTitle: string;
}) {
  return (
    <article className="info-page prose">
      <p>
        <UiLink href={indexHref}>← {indexTitle}</UiLink>
      </p>
      <h1>{post.title}</h1>
      <p className="post-summary__date">
        <Published iso={post.published_at} />
      </p>
      {/* Sanitised on the server by @dealer/content-blocks' one HTML policy. */}
      <div dangerouslySetInnerHTML={{ __html: post.body_html }} />
    </article>
  );
}
