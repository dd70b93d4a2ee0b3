/**
 * The shared Faq component puts each answer inside a <p>, where only phrasing content is valid (a <p> or
 * <ul> inside it would be split by the HTML parser and break hydration). This turns an answer's sanitised
 * HTML (the content-blocks allow-list: attributes never contain '>') into phrasing content: paragraphs and
 * block elements become line breaks, list items bulleted lines, headings bold text; inline markup and
 * links stay as they are.
 */
const BLOCK_TAG = /<(\/?)(p|ul|ol|li|h[2-6]|blockquote|pre|table|thead|tbody|tr|th|td|hr)\b[^>]*>/gi;

export function faqAnswerHtml(html: string): string {
  const out = html.replace(BLOCK_TAG, (_tag, closing: string, name: string) => {
    const tag = name.toLowerCase();
    if (tag === 'li') return closing ? '' : '<br>• ';
    if (tag === 'ul' || tag === 'ol') return closing ? '<br>' : '';
    if (/^h[2-6]$/.test(tag)) return closing ? '</strong>' : '<br><strong>';
    if (tag === 'td' || tag === 'th') return closing ? ' ' : '';
    if (tag === 'hr') return '<br>';
    return '<br>';
  });
  // Breaks only between pieces of content, at most two in a row.
  return out
    .replace(/^(?:\s*<br>)+/, '')
    .replace(/(?:<br>\s*)+$/, '')
    .replace(/(?:<br>\s*){3,}/g, '<br><br>')
    .trim();
}
