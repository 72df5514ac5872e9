import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without its `$schema` line. */
export const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

/** Sample values by field name, so an example reads like a real call (decimal strings for money). */
const byName: [RegExp, unknown][] = [
  [/^(coin|asset|symbol|currency|fromCoin|toCoin|baseCoin|quoteCoin)$/i, 'USDT'],
  [/network/i, 'TRC20'],
  [/address$/i, 'TXYZ1234567890abcdefghijkLMNOPQRS'],
  [/(amount|price|fee|rate|balance|quantity|total|available|frozen|value)$/i, '100.5'],
  [/(time|at|date)$/i, '2026-11-29T12:00:00.000Z'],
  [/^rid$/i, 'W20261129ABCDEF12'],
  [/requestId$/i, 'my-request-0001'],
  [/email/i, 'user@example.com'],
];

/**
 * A plausible instance of a JSON Schema, for the document's examples: the first enum member or
 * const, a name-based sample, or the type's simplest value; objects list only required fields
 * plus a few optional ones, arrays one item.
 */
export function exampleOf(schema: JsonSchema, name = '', depth = 0): unknown {
  if (depth > 6) return null;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternatives = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (alternatives?.length) {
    const notNull = alternatives.find((a) => a.type !== 'null') ?? alternatives[0];
    return exampleOf(notNull as JsonSchema, name, depth + 1);
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length)
    return exampleOf(schema.allOf[0] as JsonSchema, name, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
      return Object.fromEntries(
        Object.entries(properties).map(([key, value]) => [key, exampleOf(value, key, depth + 1)]),
      );
    }
    case 'array':
      return schema.items ? [exampleOf(schema.items as JsonSchema, name, depth + 1)] : [];
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : /id$/i.test(name) ? 42 : 1;
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'string':
      return stringExample(schema, name);
    default:
      return null;
  }
}

function stringExample(schema: JsonSchema, name: string): string {
  if (schema.format === 'date-time') return '2026-11-29T12:00:00.000Z';
  if (schema.format === 'email') return 'user@example.com';
  const sample = byName.find(([pattern]) => pattern.test(name))?.[1];
  if (typeof sample === 'string') return sample;
  if (typeof schema.pattern === 'string' && /\\d|\[0-9\]/.test(schema.pattern) && /\\\./.test(schema.pattern))
    return '100.5';
  return name ? `${name}-value` : 'string';
}
