import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hugePngHeader, jpegWithGps } from '../testing/photos.js';
import { derivePhoto, inspectPhoto, PhotoError } from './pipeline.js';

describe('inspectPhoto', () => {
  it('should read a real JPEG’s format and size', async () => {
    expect(await inspectPhoto(await jpegWithGps())).toEqual({ format: 'jpeg', width: 1600, height: 1200 });
  });

  it('should refuse a file that is not an image, with a clear message', async () => {
    const error = await inspectPhoto(Buffer.from('<html>not a photo</html>')).catch((e) => e);
    expect(error).toBeInstanceOf(PhotoError);
    expect(error).toMatchObject({ status: 415, message: expect.stringMatching(/not an image/) });
  });

  it('should refuse huge dimensions before decoding a pixel', async () => {
    const error = await inspectPhoto(hugePngHeader()).catch((e) => e);
    expect(error).toMatchObject({ status: 422, message: expect.stringMatching(/100000×100000 pixels/) });
  });
});

describe('derivePhoto', () => {
  it('should make each format at the asked width, never enlarging', async () => {
    const original = await jpegWithGps();
    for (const [format, type] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
      ['jpeg', 'jpeg'],
    ] as const) {
      const out = await sharp(await derivePhoto(original, { width: 400, quality: 75 }, format)).metadata();
      expect([out.format, out.width, out.height]).toEqual([type, 400, 300]);
    }
    const small = await derivePhoto(await jpegWithGps(300, 200), { width: 1200, quality: 75 }, 'jpeg');
    expect((await sharp(small).metadata()).width).toBe(300);
  });

  it('should strip EXIF (GPS must never leak) from every format', async () => {
    const original = await jpegWithGps();
    const exif = (await sharp(original).metadata()).exif;
    expect(exif?.toString('latin1')).toContain('LeakyCam');
    // The original does carry a GPS IFD (tag 0x8825, either byte order).
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => exif?.includes(tag))).toBe(true);
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      const out = await derivePhoto(original, { width: 1200, quality: 80 }, format);
      const metadata = await sharp(out).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(out.toString('latin1')).not.toContain('LeakyCam');
      expect(out.toString('latin1')).not.toContain('Exif');
      expect(gpsTag.some((tag) => out.includes(Buffer.concat([tag, Buffer.from([0, 4])])))).toBe(false);
    }
  });

  it('should make a smaller file at a lower quality', async () => {
    const original = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer();
    const low = await derivePhoto(original, { width: 768, quality: 30 }, 'jpeg');
    const high = await derivePhoto(original, { width: 768, quality: 90 }, 'jpeg');
    expect(low.length).toBeLessThan(high.length);
  });

  it('should answer a hostile file with a PhotoError, never anything else', async () => {
    await expect(derivePhoto(hugePngHeader(), { width: 400, quality: 75 }, 'jpeg')).rejects.toBeInstanceOf(
      PhotoError,
    );
    const truncated = (await jpegWithGps()).subarray(0, 2000);
    await expect(derivePhoto(truncated, { width: 400, quality: 75 }, 'webp')).rejects.toBeInstanceOf(
      PhotoError,
    );
  });
});
