import { z } from 'zod';

/** `error` of the base and merchant envelope: a catalogue code, its English text, field details. */
export const errorInfoSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  details: z.string().nullable(),
  validationErrors: z.array(z.object({ field: z.string(), message: z.string() })).nullable(),
  /**
   * Machine-readable facts about the failure when a client must act on them, e.g. the sign-in
   * attempts left (`remainingAttempts`, `lockedUntil`), when to retry (`retryAfterSeconds`), or the
   * ticket of the 50002 security-verification path. Absent otherwise.
   */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])).optional(),
});
export type ErrorInfo = z.infer<typeof errorInfoSchema>;

/** Base and merchant hosts: `{ success, result, error, unAuthorizedRequest }` (DESIGN §3). */
export const envelopeSchema = <T extends z.ZodType>(result: T) =>
  z.object({
    success: z.boolean(),
    result: result.nullable(),
    error: errorInfoSchema.nullable(),
    unAuthorizedRequest: z.boolean(),
  });
export type Envelope<T> = {
  success: boolean;
  result: T | null;
  error: ErrorInfo | null;
  unAuthorizedRequest: boolean;
};

/** Content host: `{ StatusCode: "200", Data }`, PascalCase, as the spec's GeoIP call reads it. */
export const contentEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ StatusCode: z.string(), Data: data.nullable(), Error: errorInfoSchema.nullable() });
export type ContentEnvelope<T> = { StatusCode: string; Data: T | null; Error: ErrorInfo | null };
