/**
 * #30 item 7: what a feed may give as a photo. Only an absolute `https:` or `http:` URL (fetched through
 * the photo pipeline) or the name of a photo file uploaded beside the feed. Anything else — a
 * protocol-relative `//host/x.png`, a path such as `/etc/passwd` or `../x.jpg`, `javascript:`, `data:`,
 * a URL with a user name or password — is refused: it would reach shoppers' pages (img src, preload,
 * og:image) as given. A refused value is reported with its row and never shown.
 */

export type FeedImageSource = { kind: 'url'; url: string } | { kind: 'file'; name: string };

/** A plain file name: no folder, no scheme, no control characters, not `.` or `..`. */
const FILE_NAME = /^[^/\\:]{1,255}$/;
const hasControl = (v: string) => [...v].some((ch) => (ch.codePointAt(0) as number) < 32 || ch === '\u007f');

/** The photo a feed value names, or the reason it is refused. */
export function feedImageSource(value: string): FeedImageSource | { refused: string } {
  const v = value.trim();
  if (/^https?:\/\//i.test(v)) {
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      return { refused: 'Not a valid URL' };
    }
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.hostname === '')
      return { refused: 'Not a valid URL' };
    if (url.username !== '' || url.password !== '')
      return { refused: 'A photo URL may not carry a user name or password' };
    return { kind: 'url', url: v };
  }
  if (FILE_NAME.test(v) && !hasControl(v) && v !== '.' && v !== '..') return { kind: 'file', name: v };
  return {
    refused: 'Not a photo: give an absolute https:// (or http://) URL or the name of an uploaded photo file',
  };
}
