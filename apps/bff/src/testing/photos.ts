import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A real 1600×1200 JPEG carrying camera EXIF with a GPS position (Sydney Harbour). */
export async function jpegWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .withExif({
      IFD0: { Make: 'LeakyCam', Model: 'GPS-9000', Orientation: '1' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '33/1 51/1 3/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '151/1 12/1 4/1',
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A PNG whose header claims 100,000 × 100,000 pixels (a decompression bomb's calling card). */
export function hugePngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(100))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
