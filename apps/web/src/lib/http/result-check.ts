import type { EndpointDescriptor } from '@coffer/contract/common';
import type { LiveEventName } from '@coffer/contract/live';
import type { z } from 'zod';

/** What the check found: the value (as its schema reads it) or why it breaks the contract. */
export type ResultCheck = { ok: true; data: unknown } | { ok: false; message: string };

type Schemas = typeof import('./result-schemas');

/**
 * Checks what the server sent against the contract in development and tests, so a server that
 * breaks it shows at once. A production build leaves the check and every schema out: the server
 * validates each answer before it sends it, and the schemas would load zod with every page
 * (`import.meta.env.DEV` is false there, so the bundler drops the import below).
 */
async function check(value: unknown, schemaFrom: (schemas: Schemas) => z.ZodType | undefined) {
  if (!import.meta.env.DEV) return { ok: true, data: value } satisfies ResultCheck;
  const schema = schemaFrom(await import('./result-schemas'));
  if (!schema) return { ok: true, data: value } satisfies ResultCheck;
  const parsed = schema.safeParse(value);
  return (
    parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: parsed.error.message }
  ) satisfies ResultCheck;
}

/** An endpoint's answer (the envelope's result). */
export const checkResult = (endpoint: EndpointDescriptor, result: unknown): Promise<ResultCheck> =>
  check(result, (schemas) => schemas.resultSchemaOf(endpoint));

/** A live event's data. */
export const checkLiveEvent = (name: LiveEventName, data: unknown): Promise<ResultCheck> =>
  check(data, (schemas) => schemas.liveEventSchemas[name]);
