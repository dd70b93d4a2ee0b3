import { type OutboundClient, OutboundError, outboundClient } from '../outbound/client.js';
import { PHOTO_MAX_BYTES } from './pipeline.js';

/**
 * Fetches one photo a feed names by URL through the server's guarded outbound client (outbound/client.ts:
 * public addresses only, no redirects, time and size caps): the answer must be an image.
 */
export interface FetchPhotoOptions {
  /** The server's outbound client; default a guarded client of its own (public addresses only). */
  outbound?: OutboundClient;
  timeoutMs?: number;
  maxBytes?: number;
}

/** The host could not be reached or may not be (one message for both: outbound/client.ts). */
export { OutboundError as PhotoHostError };

const defaultClient = outboundClient();

export async function fetchPhoto(source: string, options: FetchPhotoOptions = {}): Promise<Buffer> {
  const { timeoutMs = 15_000, maxBytes = PHOTO_MAX_BYTES, outbound = defaultClient } = options;
  const response = await outbound.request(source, {
    timeoutMs,
    maxBytes,
    headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,image/*' },
    onHead: ({ status, headers }) => {
      if (status < 200 || status > 299) throw new Error(`The photo host answered ${status}`);
      const type = headers['content-type'] ?? '';
      if (!/^image\//i.test(type)) throw new Error(`Not an image (content type ${type || 'none'})`);
    },
  });
  return response.body;
}
