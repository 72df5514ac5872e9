import { crc32, deflateSync, inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Upload fixtures. The server checks an image by its bytes, not its name, so these are real. */

/** A file for `setInputFiles` or a multipart field. */
export const file = (name: string, mimeType: string, buffer: Buffer) => ({ name, mimeType, buffer });

/** A small RGB PNG made here; `seed` varies its colours, so different seeds make different files. */
export function png({ width = 24, height = 16, seed = 0 } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      rows.set(
        [(seed * 40 + x * 3) % 256, (90 + y * 3) % 256, (160 + seed * 25) % 256],
        y * (width * 3 + 1) + 1 + x * 3,
      );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real JPEG, drawn and encoded by the browser's canvas. */
export async function jpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 64;
    canvas.height = 40;
    const g = canvas.getContext('2d');
    if (!g) return '';
    g.fillStyle = '#2b6cb0';
    g.fillRect(0, 0, 64, 40);
    g.fillStyle = '#f6e05e';
    g.fillRect(8, 8, 20, 24);
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/**
 * The colour of a 1×1 PNG screenshot (`page.screenshot({ clip })`), as [r, g, b]. A single pixel
 * reads the same under every PNG row filter, so the inflated bytes after the filter byte are it.
 */
export function pixelOf(shot: Buffer): [number, number, number] {
  const data: Buffer[] = [];
  for (let offset = 8; offset < shot.length; ) {
    const length = shot.readUInt32BE(offset);
    if (shot.toString('ascii', offset + 4, offset + 8) === 'IDAT')
      data.push(shot.subarray(offset + 8, offset + 8 + length));
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  return [raw[1] ?? 0, raw[2] ?? 0, raw[3] ?? 0];
}
