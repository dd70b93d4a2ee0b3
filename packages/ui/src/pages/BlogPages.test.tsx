import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlogIndexPage, BlogPostPage } from './BlogPages';

const post = {
  slug: 'winter-servicing',
  title: 'Winter servicing',
  excerpt: 'Get ready for the cold.',
  published_at: '2026-05-01T00:00:00Z',
  href: '/news/winter-servicing',
  body_html: '<p>Check your tyres.</p>',
};

describe('blog pages (§2 /blog or /news)', () => {
  it('lists posts with links and dates', () => {
    const html = renderToString(<BlogIndexPage title="News" posts={[post]} timeZone="Australia/Brisbane" />);
    expect(html).toContain('<h1>News</h1>');
    expect(html).toContain('href="/news/winter-servicing"');
    expect(html).toContain('1 May 2026');
  });
  it('dates a post by the site’s day: a Monday-morning post in Sydney is not Sunday’s (UTC)', () => {
    const monday = { ...post, published_at: '2026-11-29T20:00:00Z' }; // 07:00 AEDT, Monday 30 Nov
    expect(
      renderToString(<BlogIndexPage title="News" posts={[monday]} timeZone="Australia/Sydney" />),
    ).toContain('30 November 2026');
    const article = (
      <BlogPostPage post={monday} indexHref="/news" indexTitle="News" timeZone="Pacific/Auckland" />
    );
    expect(renderToString(article)).toContain('30 November 2026');
    // 15:30 UTC on 31 Dec: 23:30 on New Year's Eve in Perth, 02:30 on New Year's Day in Sydney.
    const eve = { ...post, published_at: '2026-12-31T15:30:00Z' };
    expect(renderToString(<BlogIndexPage title="News" posts={[eve]} timeZone="Australia/Perth" />)).toContain(
      '31 December 2026',
    );
    expect(
      renderToString(<BlogIndexPage title="News" posts={[eve]} timeZone="Australia/Sydney" />),
    ).toContain('1 January 2027');
  });

  it('says when there are no articles', () => {
    expect(renderToString(<BlogIndexPage title="Blog" posts={[]} timeZone="Australia/Brisbane" />)).toContain(
      'No articles yet',
    );
  });
  it('renders an article with a way back', () => {
    const html = renderToString(
      <BlogPostPage post={post} indexHref="/news" indexTitle="News" timeZone="Australia/Brisbane" />,
    );
    expect(html).toContain('<p>Check your tyres.</p>');
    expect(html).toContain('href="/news"');
  });
});
