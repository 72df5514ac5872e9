import { z } from 'zod';
import { constants } from './constants';

const canonicalLanguages = new Map<string, string>(constants.languages.map((l) => [l.toLowerCase(), l]));

/**
 * A catalogue language code (en, zh-CN, zh-TW), matched without regard to case: the spec's news
 * calls send `languageCode` in the query string, where `zh-cn` is as likely as `zh-CN`.
 */
export const languageCodeSchema = z.preprocess(
  (value) =>
    typeof value === 'string' ? (canonicalLanguages.get(value.trim().toLowerCase()) ?? value) : value,
  z.enum(constants.languages),
);

/** A database id in the query string or body: a positive 32-bit integer. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * The result of a `binary` endpoint: the bytes, their content type and a strong validator. Only
 * raster images are stored (never SVG, which can carry script).
 */
export const binaryResultSchema = z.object({
  contentType: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp']),
  bytes: z.custom<Uint8Array>((value) => value instanceof Uint8Array),
  etag: z.string(),
});
export type BinaryResult = z.infer<typeof binaryResultSchema>;
