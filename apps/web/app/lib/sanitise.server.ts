import sanitizeHtml from 'sanitize-html';

/**
 * Dealer-entered descriptions come from feeds: keep text formatting, drop scripts, styles, event
 * handlers and foreign embeds. Server-only (the sanitiser never ships to the browser).
 */
export function sanitiseDescription(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'a',
      'span',
    ],
    allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
    },
  });
}
