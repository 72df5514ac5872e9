import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.fns';

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
function bmp(size = 30) {
  const b = Buffer.alloc(size);
  b.write('BM', 0, 'latin1');
  b.writeUInt32LE(size, 2);
  return b;
}

describe('sniffImageType', () => {
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
