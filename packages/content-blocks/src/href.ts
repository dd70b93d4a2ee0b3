/**
 * Links a dealer may put in a block: site-relative paths, in-page anchors, http(s), tel: and mailto:.
 * Anything else (javascript:, data:, protocol-relative //host, vbscript:…) is refused, and so is any
 * whitespace or control character, which browsers strip inside schemes ('java\tscript:').
 */
const UNICODE_SPACE = /[\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;
function hasControlOrSpace(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return UNICODE_SPACE.test(text);
}
const RELATIVE = /^\/(?![/\\])[^\\]*$/;
const ANCHOR = /^#[A-Za-z][\w-]*$/;
const TEL = /^tel:\+?[0-9()\-.]{3,30}$/;
const MAILTO = /^mailto:[^@?#/]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+(?:\?[^#]*)?$/;
export const MAX_HREF_LENGTH = 2048;

export function isSafeHref(href: string): boolean {
  if (href === '' || href.length > MAX_HREF_LENGTH || hasControlOrSpace(href)) return false;
  if (RELATIVE.test(href) || ANCHOR.test(href) || TEL.test(href) || MAILTO.test(href)) return true;
  if (!/^https?:\/\//i.test(href)) return false;
  try {
    const url = new URL(href);
    return (
      (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.username === ''
    );
  } catch {
    return false;
  }
}

/** Image sources: site-relative paths or https (no http: mixed content, no data: URLs). */
export function isSafeImageSrc(src: string): boolean {
  if (!isSafeHref(src)) return false;
  return RELATIVE.test(src) || /^https:\/\//i.test(src);
}
