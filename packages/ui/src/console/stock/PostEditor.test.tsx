import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostEditor, PostList } from './PostEditor';

const post = {
  slug: 'winter-service',
  title: 'Winter service',
  excerpt: 'Ten per cent off',
  published_at: '2026-03-01T00:00:00Z',
  body_html: '<p>Book now</p>',
};

describe('PostEditor', () => {
  it('edits title, summary and body, with a refused field named beside it', () => {
    const html = renderToStaticMarkup(
      <PostEditor
        post={post}
        site="cowra-motors"
        result={{ intent: 'save', error: 'Not saved', fields: { title: 'Write a title.' } }}
      />,
    );
    expect(html).toContain(
      '<input id="post-title" aria-invalid="true" name="title" value="Winter service"/>',
    );
    expect(html).toContain('&lt;p&gt;Book now&lt;/p&gt;</textarea>');
    expect(html).toContain('Write a title.');
    expect(html).toContain('name="site" value="cowra-motors"');
  });

  it('lists posts, marking the edited ones', () => {
    const html = renderToStaticMarkup(
      <PostList posts={[{ ...post, edited: true }]} hrefOf={(slug) => `/console/content/posts/${slug}`} />,
    );
    expect(html).toContain('href="/console/content/posts/winter-service"');
    expect(html).toContain('(edited)');
  });
});
