import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FaqBlock } from './FaqBlock';
import { parseBlock, textOf } from './test-support';

describe('FaqBlock (§1 FAQ through the shared Faq)', () => {
  it('renders questions as closed disclosures and answers as sanitised HTML with links', () => {
    const block = parseBlock({
      id: 'f',
      type: 'faq',
      title: 'Service questions',
      items: [
        {
          question: 'How do I book?',
          answer: '<p>Call <a href="tel:0299990000">02 9999 0000</a><script>x</script></p>',
        },
      ],
    });
    const html = renderToString(<FaqBlock block={block} />);
    expect(textOf(html)).toContain('Service questions');
    expect(html).toContain(
      '<details class="faq__item"><summary class="faq__question"><h3>How do I book?</h3>',
    );
    expect(html).toContain('<p><span>Call <a href="tel:0299990000">02 9999 0000</a></span></p>');
    expect(html).not.toContain('script');
  });
  it('uses the Faq default title when the block has none', () => {
    const block = parseBlock({ id: 'f', type: 'faq', items: [{ question: 'Q?', answer: 'A' }] });
    expect(textOf(renderToString(<FaqBlock block={block} />))).toContain('Frequently asked questions');
  });
});
