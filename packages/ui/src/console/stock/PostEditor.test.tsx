import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PostEditor, PostList, postState } from './PostEditor';

const post = {
  slug: 'winter-service',
  title: 'Winter service',
  excerpt: 'Ten per cent off',
  published_at: '2026-03-01T00:00:00Z',
  body_html: '<p>Book now</p>',
  version: 3,
  published: 2,
};

describe('PostEditor (#33 item 7: drafts and publishing)', () => {
  it('edits title, summary and body on the version it was loaded at, with a refused field named beside it', () => {
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
    expect(html).toContain('name="base_version" value="3"');
    expect(html).toContain('Draft: version 3. The website shows version 2.');
    expect(html).toContain('Publish version 3');
    expect(html).toContain('Save draft');
  });

  it('says a post never saved here is on the website as written, with nothing to publish', () => {
    const html = renderToStaticMarkup(
      <PostEditor
        post={{ ...post, version: 0, published: 0 }}
        site={null}
        result={{ intent: 'save', done: 'published' }}
      />,
    );
    expect(html).toContain('On the website as it was written.');
    expect(html).not.toContain('Publish version');
    expect(html).toContain('name="base_version" value="0"');
    expect(html).toContain('Published: the website shows this version now.');
  });

  it('shows a stale save beside the current version, and keeps it on the current version when asked', () => {
    const yours = { title: 'My title', excerpt: '', body: '<p>Mine</p>' };
    const current = { ...post, title: 'Their title', version: 4 };
    const html = renderToStaticMarkup(
      <PostEditor
        post={current}
        site={null}
        result={{ intent: 'save', error: 'Not saved', conflict: { yours, current } }}
      />,
    );
    expect(html).toContain('someone saved version 4 while you were editing');
    expect(html).toContain('<dd>My title</dd>');
    expect(html).toContain('<dd>Their title</dd>');
    expect(html).toContain('name="base_version" value="4"');
    expect(html).toContain('name="body" value="&lt;p&gt;Mine&lt;/p&gt;"');
    expect(html).toContain('Keep my change (save over version 4)');
  });

  it('lists posts with where each stands', () => {
    const html = renderToStaticMarkup(
      <PostList
        posts={[
          { ...post, edited: true },
          { ...post, slug: 'new-one', published: null, published_at: null, edited: true },
        ]}
        hrefOf={(slug) => `/console/content/posts/${slug}`}
      />,
    );
    expect(html).toContain('href="/console/content/posts/winter-service"');
    expect(html).toContain('On the website; a newer draft is not published');
    expect(html).toContain('Draft: not on the website');
    expect(postState({ version: 0, published: 0 })).toBe('On the website');
  });
});
