import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DatedPromotions, DeleteContentForm, PageCreateForm, PostCreateForm } from './ContentCreate';

describe('content create and delete forms (#33 item 7)', () => {
  it('lists dated promotions with whether they show today, and names a refused field', () => {
    const html = renderToStaticMarkup(
      <DatedPromotions
        promotions={[
          {
            key: 'easter',
            title: 'Easter sale',
            alt: 'Easter banner',
            image_url: '/photos/s/content/f0123456789abcdef',
            starts_on: '2026-04-03',
            ends_on: '2026-04-06',
            shown: false,
            version: 1,
          },
        ]}
        result={{ intent: 'dated-promotion-create', error: 'Not saved', fields: { ends_on: 'Too early' } }}
        site="bathurst-motors"
        formatDate={(d) => d}
      />,
    );
    expect(html).toContain('Easter sale</strong> — 2026-04-03 to 2026-04-06');
    expect(html).toContain('Not shown today');
    expect(html).toContain('aria-label="Delete the promotion Easter sale"');
    expect(html).toContain('id="promo-ends-error" class="console-field__error">Too early');
    expect(html.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(html).toContain('name="site" value="bathurst-motors"');
  });

  it('creates pages and posts, and deletes behind an opened section', () => {
    const page = renderToStaticMarkup(
      <PageCreateForm
        result={{ intent: 'page-create', error: 'Taken', fields: { slug: 'Taken' } }}
        site={null}
      />,
    );
    expect(page).toContain('id="new-page-slug-error" class="console-field__error">Taken');
    expect(renderToStaticMarkup(<PostCreateForm result={null} site={null} />)).toContain('Write the draft');
    const del = renderToStaticMarkup(<DeleteContentForm intent="post-delete" what="post" site={null} />);
    expect(del).toContain('<summary>Delete this post</summary>');
    expect(del).toContain('name="intent" value="post-delete"');
  });
});
