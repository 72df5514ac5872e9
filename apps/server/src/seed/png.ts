import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A truecolour PNG from a function of each pixel: the demo's article covers, drawn in code. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let at = 0;
  for (let y = 0; y < height; y++) {
    rows[at++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      rows[at++] = r;
      rows[at++] = g;
      rows[at++] = b;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

/**
 * A banner: a diagonal gradient between two colours with a few soft rings, so each article's
 * cover is recognisable without any outside asset.
 */
export function bannerPng(
  from: Rgb,
  to: Rgb,
  rings: { x: number; y: number; r: number }[],
  width = 960,
  height = 400,
) {
  return encodePng(width, height, (x, y) => {
    let colour = mix(from, to, (x / width + y / height) / 2);
    for (const ring of rings) {
      const d = Math.hypot(x - ring.x * width, y - ring.y * height) - ring.r * height;
      const glow = Math.max(0, 1 - Math.abs(d) / 6);
      if (glow > 0) colour = mix(colour, [255, 255, 255], glow * 0.35);
    }
    return colour;
  });
}
