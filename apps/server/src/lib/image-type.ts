/** Every image type the server stores; each caller accepts its own subset. */
export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/bmp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** "BM", then the file size (little-endian) which must match, as real BMPs carry it. */
function isBmp(bytes: Uint8Array) {
  if (bytes.length < 26 || !startsWith(bytes, [0x42, 0x4d])) return false;
  const declared =
    (bytes[2] ?? 0) | ((bytes[3] ?? 0) << 8) | ((bytes[4] ?? 0) << 16) | ((bytes[5] ?? 0) << 24);
  return declared >>> 0 === bytes.length;
}

/**
 * The image type from the file's first bytes (its magic number), never from its name or declared
 * type: a stored resource is served with exactly this type (and nosniff), so a renamed script or an
 * SVG is not an image. Callers then check the type against what they accept (`isImageTypeIn`).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) ||
    startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])
  )
    return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  if (isBmp(bytes)) return 'image/bmp';
  return null;
}

/** Whether a sniffed type is one of the accepted ones (narrowing it to them). */
export function isImageTypeIn<T extends ImageType>(
  type: ImageType | null,
  accepted: readonly T[],
): type is T {
  return type !== null && (accepted as readonly ImageType[]).includes(type);
}
