import { constants } from '@coffer/contract/common';

const rules = constants.uploads.kycPhoto;
export const photoMaxMb = rules.maxBytes / (1024 * 1024);
/** What the file picker offers; the bytes decide, as on the server. */
export const photoAccept = [...rules.types, '.png', '.jpg', '.jpeg', '.bmp'].join(',');

/** The first bytes of the types the server takes for a KYC photo (PNG, JPEG, BMP). */
const signatures: readonly (readonly number[])[] = [
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0xff, 0xd8, 0xff],
  [0x42, 0x4d],
];

async function headBytes(file: Blob, count: number): Promise<Uint8Array> {
  const part = file.slice(0, count);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/**
 * Checks a picked photo before it is sent, as the server will: at most 5 MB, and a PNG, JPG or BMP
 * by its first bytes whatever its name says. The server checks again.
 */
export async function photoProblem(file: Blob): Promise<'type' | 'size' | null> {
  if (file.size > rules.maxBytes) return 'size';
  if (file.size === 0) return 'type';
  const head = await headBytes(file, 8);
  const known = signatures.some((sig) => sig.every((byte, i) => head[i] === byte));
  return known ? null : 'type';
}
