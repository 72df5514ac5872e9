/**
 * The image type from the file's first bytes (its magic number), never from the name or the
 * declared type: a renamed script is not an image.
 */
export function sniffImageType(
  bytes: Uint8Array,
): 'image/png' | 'image/jpeg' | 'image/gif' | 'image/bmp' | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (bytes.length >= 8 && starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (bytes.length >= 3 && starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (
    bytes.length >= 6 &&
    (starts(0x47, 0x49, 0x46, 0x38, 0x37, 0x61) || starts(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))
  )
    return 'image/gif';
  // "BM", then the file size (little-endian) which must match, as real BMPs carry it.
  if (bytes.length >= 26 && starts(0x42, 0x4d)) {
    const declared =
      (bytes[2] ?? 0) | ((bytes[3] ?? 0) << 8) | ((bytes[4] ?? 0) << 16) | ((bytes[5] ?? 0) << 24);
    if (declared >>> 0 === bytes.length) return 'image/bmp';
  }
  return null;
}
