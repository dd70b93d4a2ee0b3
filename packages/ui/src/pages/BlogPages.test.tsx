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
    const html = renderToString(<BlogIndexPage title="News" posts={[post]} />);
    expect(html).toContain('<h1>News</h1>');
    expect(html).toContain('href="/news/winter-servicing"');
    expect(html).toContain('1 May 2026');
  });
  it('says when there are no articles', () => {
    expect(renderToString(<BlogIndexPage title="Blog" posts={[]} />)).toContain('No articles yet');
  });
  it('renders an article with a way back', () => {
    const html = renderToString(<BlogPostPage post={post} indexHref="/news" indexTitle="News" />);
    expect(html).toContain('<p>Check your tyres.</p>');
    expect(html).toContain('href="/news"');
  });
});
