/**
 * The plain pages of saved searches (issue #34 item 1): what a shopper sees after saving without
 * JavaScript, confirming by the mail's link, unsubscribing and managing alerts. No scripts, `noindex`,
 * every value escaped.
 */
export const esc = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

export function alertPage(input: { siteName: string; title: string; text: string; body?: string }): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${esc(input.title)} · ${esc(input.siteName)}</title><style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f4f5f7;color:#1d1f23;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}main{max-width:36rem;margin:1.5rem;padding:2rem 2.25rem;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}h1{margin:0 0 .5rem;font-size:1.6rem}p{color:#4a4f57}button{font:inherit;padding:.5rem 1rem;border-radius:8px;border:1px solid #1d1f23;background:#1d1f23;color:#fff;cursor:pointer}li{margin:.5rem 0}li form{display:inline;margin-left:.5rem}li button{padding:.1rem .6rem;background:#fff;color:#1d1f23}</style></head><body><main><h1>${esc(input.title)}</h1><p>${esc(input.text)}</p>${input.body ?? ''}</main></body></html>`;
}

/**
 * A mailed link's GET page button: one hidden field POSTed to the same signed URL (confirm, unsubscribe).
 * The GET itself changes nothing, so link scanners and prefetches are harmless.
 */
export function buttonForm(action: string, label: string, field: { name: string; value: string }): string {
  return `<form method="post" action="${esc(action)}"><input type="hidden" name="${esc(field.name)}" value="${esc(field.value)}"><button type="submit">${esc(label)}</button></form>`;
}

/** The manage link's page: the address's live alerts, each with a delete button, and "delete all". */
export function manageList(
  action: string,
  searches: readonly { id: string; text: string; frequency: string }[],
): string {
  if (searches.length === 0) return '<p>You have no active alerts.</p>';
  const items = searches
    .map(
      (s) =>
        `<li>${esc(s.text)} (${s.frequency === 'daily' ? 'daily digest' : 'instant'})<form method="post" action="${esc(action)}"><input type="hidden" name="id" value="${esc(s.id)}"><button type="submit">Delete</button></form></li>`,
    )
    .join('');
  return `<ul>${items}</ul><form method="post" action="${esc(action)}"><input type="hidden" name="id" value="all"><button type="submit">Delete all alerts</button></form>`;
}
