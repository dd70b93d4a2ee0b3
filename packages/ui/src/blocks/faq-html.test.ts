import { sanitiseHtml } from '@dealer/content-blocks';
import { describe, expect, it } from 'vitest';
import { faqAnswerHtml } from './faq-html';

describe('faqAnswerHtml (FAQ answers as phrasing content inside the Faq <p>)', () => {
  it('unwraps paragraphs into line breaks and keeps links and inline markup', () => {
    expect(
      faqAnswerHtml(sanitiseHtml('<p>Call <a href="tel:123">123</a>.</p><p><em>Or</em> e-mail.</p>')),
    ).toBe('Call <a href="tel:123">123</a>.<br><br><em>Or</em> e-mail.');
  });
  it('turns lists into bulleted lines and headings into bold text, leaving no block element', () => {
    const out = faqAnswerHtml(
      sanitiseHtml(
        '<h3>Bring</h3><ul><li>Keys</li><li>Service book</li></ul><table><tr><td>a</td></tr></table>',
      ),
    );
    expect(out).toBe('<strong>Bring</strong><br>• Keys<br>• Service book<br><br>a');
    expect(out).not.toMatch(/<(p|ul|ol|li|h\d|table|tr|td|blockquote|pre)\b/);
  });
});
