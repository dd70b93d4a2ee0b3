import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PromotionList } from './PromotionList';

const promotion = {
  key: 'finance',
  kind: 'finance',
  title: 'Finance made simple',
  subtitle: 'Get pre-approved',
  href: '/finance',
  edit: null,
};

describe('PromotionList', () => {
  it('edits each promotion, starting from the dealer’s edit when there is one', () => {
    const html = renderToStaticMarkup(
      <PromotionList
        promotions={[
          promotion,
          { ...promotion, key: 'service', edit: { title: 'Service', subtitle: '', hidden: true } },
        ]}
        result={{
          intent: 'promotion',
          id: 'finance',
          error: 'Not saved',
          fields: { title: 'Write a title.' },
        }}
        site={null}
      />,
    );
    expect(html).toContain('value="Finance made simple"');
    expect(html).toContain('Write a title.');
    expect(html).toContain('<option value="no" selected="">Hidden</option>');
    expect(html).toContain('name="key" value="service"');
    expect(html).toContain('<tr data-promotion="service">');
    expect(html).toContain('aria-label="Edit the promotion Service"');
    expect(html).toContain('<strong>Service</strong><span class="console-muted"> · Hidden</span>');
  });

  it('says when there is nothing to edit', () => {
    expect(renderToStaticMarkup(<PromotionList promotions={[]} result={null} site={null} />)).toContain(
      'no promotions',
    );
  });
});
