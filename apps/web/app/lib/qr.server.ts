import encodeQR from 'qr';

/** Longest text drawn as a code: an otpauth link is ~150 characters; anything far longer is not one. */
const MAX_TEXT = 1024;

/**
 * `text` (an otpauth:// set-up link) as a QR code: an SVG drawn on the server, so the page ships no QR
 * library. Medium error correction and the standard 4-module quiet zone, which phone cameras need;
 * named for screen readers (the link itself stays on the page as text for people who cannot scan).
 * Null for text that cannot be a code (empty, or longer than any set-up link).
 */
export function qrSvg(text: string): string | null {
  if (text.length === 0 || text.length > MAX_TEXT) return null;
  try {
    const svg = encodeQR(text, 'svg', { ecc: 'medium', border: 4 });
    return svg.replace(
      '<svg ',
      '<svg role="img" aria-label="QR code of the set-up link" class="totp-qr__code" ',
    );
  } catch {
    return null;
  }
}
