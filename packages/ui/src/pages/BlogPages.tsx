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

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** '30 November 2026': the publishing instant's date on the site's clock (a Monday-morning post in Sydney is Sunday in UTC). */
function publishedDate(date: Date, timeZone: string): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    dateFormats.set(timeZone, format);
  }
  return format.format(date);
}

function Published({ iso, timeZone }: { iso: string; timeZone: string }) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : <time dateTime={iso}>{publishedDate(date, timeZone)}</time>;
}

/** §2 the blog (or /news) index: newest first, as the BFF orders them. */
export function BlogIndexPage({
  title,
  posts,
  timeZone,
}: {
  title: string;
  posts: readonly PostSummary[];
  /** The site's zone (`siteTimeZone`): a post's date is the site's day it was published. */
  timeZone: string;
}) {
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
                  <Published iso={post.published_at} timeZone={timeZone} />
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
  timeZone,
}: {
  post: Post;
  indexHref: string;
  indexTitle: string;
  /** The site's zone (`siteTimeZone`): a post's date is the site's day it was published. */
  timeZone: string;
}) {
  return (
    <article className="info-page prose">
      <p>
        <UiLink href={indexHref}>← {indexTitle}</UiLink>
      </p>
      <h1>{post.title}</h1>
      <p className="post-summary__date">
        <Published iso={post.published_at} timeZone={timeZone} />
      </p>
      {/* Sanitised on the server by @dealer/content-blocks' one HTML policy. */}
      <div dangerouslySetInnerHTML={{ __html: post.body_html }} />
    </article>
  );
}
