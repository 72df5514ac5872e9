import { describe, expect, it } from 'vitest';
import { documentFileProblem } from './document-files';

const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])]);
const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0])]);
const pdf = () => new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31])]);
const rule = { types: ['image/png', 'image/jpeg', 'image/bmp'], maxBytes: 5 * 1024 * 1024, maxFiles: 2 };

describe('documentFileProblem (the server’s document rule, in the browser)', () => {
  it('takes PNG and JPEG by their bytes and refuses other bytes whatever the name says', async () => {
    expect(await documentFileProblem(png(), rule, 0)).toBeNull();
    expect(await documentFileProblem(jpeg(), rule, 1)).toBeNull();
    expect(await documentFileProblem(pdf(), rule, 0)).toBe('type');
    expect(await documentFileProblem(new File(['text'], 'scan.png', { type: 'image/png' }), rule, 0)).toBe(
      'type',
    );
    expect(await documentFileProblem(new Blob([]), rule, 0)).toBe('type');
  });

  it('refuses a file over the size and one more than the field takes, before reading it', async () => {
    expect(await documentFileProblem(new Blob([new Uint8Array(rule.maxBytes + 1)]), rule, 0)).toBe('size');
    expect(await documentFileProblem(png(), rule, 2)).toBe('count');
  });
});
