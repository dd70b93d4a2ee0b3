import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DatedPromotionEditForm } from './DatedPromotionEdit';

const easter = {
  key: 'easter',
  title: 'Easter sale',
  subtitle: 'Four days only',
  alt: 'Easter banner',
  image_url: '/photos/s/content/f0123456789abcdef',
  href: '/search/used-cars',
  starts_on: '2026-04-03',
  ends_on: '2026-04-06',
  shown: false,
  version: 3,
};
const { key: _k, shown: _s, version: _v, ...fields } = easter;

describe('editing a dated promotion (#33 item 7)', () => {
  it('offers every field filled in, the current banner, an optional new one and the version it was loaded at', () => {
    const html = renderToStaticMarkup(
      <DatedPromotionEditForm promotion={easter} result={null} site="bathurst-motors" />,
    );
    expect(html).toContain('<details class="console-promo-edit">');
    expect(html).toContain('name="base_version" value="3"');
    expect(html).toContain('name="intent" value="dated-promotion-edit"');
    expect(html).toContain('required="" name="title" value="Easter sale"');
    expect(html).toContain('type="date" required="" name="starts_on" value="2026-04-03"');
    expect(html).toContain('name="image_url" value="/photos/s/content/f0123456789abcdef"');
    expect(html).toContain('src="/photos/s/content/f0123456789abcdef?width=400" alt="Easter banner"');
    expect(html).toContain('Replace the banner (optional)');
    expect(html).not.toMatch(/name="image"[^>]*required/);
    expect(html.toLowerCase()).toContain('enctype="multipart/form-data"');
    expect(html).toContain('name="site" value="bathurst-motors"');
  });

  it('opens again with what was typed and the refused field named', () => {
    const html = renderToStaticMarkup(
      <DatedPromotionEditForm
        promotion={easter}
        result={{
          intent: 'dated-promotion-edit',
          id: 'easter',
          error: 'The promotion was not saved',
          fields: { ends_on: 'The end date must be on or after the start date.' },
          yours: { ...fields, title: 'Typed title', ends_on: '2026-04-01', base_version: 3 },
        }}
        site={null}
      />,
    );
    expect(html).toContain('<details class="console-promo-edit" open="">');
    expect(html).toContain('value="Typed title"');
    expect(html).toContain(
      'id="promo-easter-ends-error" class="console-field__error">The end date must be on or after',
    );
    // Another promotion's refusal leaves this one closed.
    const other = renderToStaticMarkup(
      <DatedPromotionEditForm
        promotion={easter}
        result={{ intent: 'dated-promotion-edit', id: 'xmas', error: 'x' }}
        site={null}
      />,
    );
    expect(other).toContain('<details class="console-promo-edit">');
  });

  it('shows a stale edit beside the current version, and keeps it on the current version when asked', () => {
    const yours = { ...fields, title: 'My title', base_version: 3 };
    const current = { ...easter, title: 'Their title', version: 4 };
    const html = renderToStaticMarkup(
      <DatedPromotionEditForm
        promotion={current}
        result={{
          intent: 'dated-promotion-edit',
          id: 'easter',
          error: 'Not saved',
          conflict: { yours, current },
        }}
        site={null}
      />,
    );
    expect(html).toContain('someone saved version 4 of this promotion');
    expect(html).toContain('<dd>My title</dd>');
    expect(html).toContain('<dd>Their title</dd>');
    expect(html).toContain('name="base_version" value="4"');
    expect(html).toContain('name="title" value="My title"');
    expect(html).toContain('Keep my change (save over version 4)');
    expect(html).toContain('Use the current version');
  });
});
