import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import { PHOTO_MAX_BYTES } from './pipeline.js';

/**
 * Fetches one photo a feed names by URL: http(s) only, a time limit, a size cap, an image content type,
 * and (unless allowed, as tests on 127.0.0.1 do) no address inside this network: a feed must not make the
 * server read its own metadata service or intranet.
 */
export interface FetchPhotoOptions {
  timeoutMs?: number;
  maxBytes?: number;
  allowPrivateHosts?: boolean;
}

const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
PRIVATE.addSubnet('fc00::', 7, 'ipv6');
PRIVATE.addSubnet('fe80::', 10, 'ipv6');
PRIVATE.addAddress('::1', 'ipv6');

/** The host could not be reached at all (no address, no connection, no answer in time). */
export class PhotoHostError extends Error {
  override name = 'PhotoHostError';
}

/** Whether every address of the host is outside this network (throws PhotoHostError when it has none). */
export async function publicHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch(() => {
        throw new PhotoHostError(`${host} has no address`);
      });
  return addresses.every(({ address, family }) => !PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4'));
}

export async function fetchPhoto(source: string, options: FetchPhotoOptions = {}): Promise<Buffer> {
  const { timeoutMs = 15_000, maxBytes = PHOTO_MAX_BYTES } = options;
  const url = new URL(source);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('Only http and https photo URLs are fetched');
  if (!options.allowPrivateHosts && !(await publicHost(url.hostname)))
    throw new Error(`${url.hostname} is a private address; photos are fetched from public hosts only`);
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, { signal, redirect: 'error' });
  } catch (error) {
    throw new PhotoHostError(
      signal.aborted ? `No answer within ${timeoutMs} ms` : `Cannot fetch: ${(error as Error).message}`,
    );
  }
  if (!response.ok) throw new Error(`The photo host answered ${response.status}`);
  const type = response.headers.get('content-type') ?? '';
  if (!/^image\//i.test(type)) {
    await response.body?.cancel();
    throw new Error(`Not an image (content type ${type || 'none'})`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw new Error(`The photo is larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for await (const chunk of response.body ?? []) {
      size += chunk.length;
      if (size > maxBytes) throw new Error(`The photo is larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
  } catch (error) {
    if (signal.aborted) throw new PhotoHostError(`No answer within ${timeoutMs} ms`);
    throw error;
  }
  return Buffer.concat(chunks);
}
