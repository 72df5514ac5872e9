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
  const stride = width * 3;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) raw.set(pixel(x, y), y * stride + x * 3);
  // Each row stored as its difference from the pixel to its left (PNG filter 1, "Sub"): a gradient
  // is then a run of near-equal bytes, which deflate shrinks several times over (a 960×400 demo
  // banner: 44 kB unfiltered; it is the landing page's largest paint).
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const at = y * (stride + 1);
    rows[at] = 1;
    for (let i = 0; i < stride; i++) {
      const left = i >= 3 ? (raw[y * stride + i - 3] ?? 0) : 0;
      rows[at + 1 + i] = ((raw[y * stride + i] ?? 0) - left) & 0xff;
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
