import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('sniffImageType', () => {
  it('knows PNG, JPEG, GIF and WebP by their signatures', () => {
    expect(sniffImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0]))).toBe('image/png');
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(bytes('GIF89a', [1]))).toBe('image/gif');
    expect(sniffImageType(bytes('GIF87a'))).toBe('image/gif');
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses SVG, HTML, a RIFF that is not WebP, and short or empty input', () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'))).toBeNull();
    expect(sniffImageType(bytes('<html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniffImageType(bytes([0x89, 0x50]))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
function bmp(size = 30) {
  const b = Buffer.alloc(size);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(size, 2);
  return b;
}

describe('sniffImageType, the upload cases', () => {
  it('knows PNG, JPEG, GIF and BMP by their first bytes', () => {
    expect(sniffImageType(png)).toBe('image/png');
    expect(sniffImageType(jpeg)).toBe('image/jpeg');
    expect(sniffImageType(gif)).toBe('image/gif');
    expect(sniffImageType(Buffer.from('GIF87a....', 'latin1'))).toBe('image/gif');
    expect(sniffImageType(bmp())).toBe('image/bmp');
  });

  it('refuses anything else, whatever it is called', () => {
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.from('BM not really a bitmap header.....'))).toBeNull();
    expect(sniffImageType(png.subarray(0, 4))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});
