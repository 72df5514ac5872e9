import type { JsonSchema } from './openapi-model';

/** One line of a schema's table: a field, how deep it sits, its type and constraints. */
export interface SchemaRow {
  name: string;
  depth: number;
  type: string;
  required: boolean;
  notes: string[];
}

type Schemas = Record<string, JsonSchema>;

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Follows a local `$ref` (`#/components/schemas/X`) once; other schemas come back unchanged. */
export function resolveRef(schema: JsonSchema, schemas: Schemas): JsonSchema {
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (!ref) return schema;
  const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
  const target = name ? schemas[decodeURIComponent(name)] : undefined;
  return target ?? {};
}

/** The values of an `enum`, a `const`, or an `anyOf`/`oneOf` of them (how zod writes enums of numbers). */
function enumValues(schema: JsonSchema): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum;
  if ('const' in schema) return [schema.const];
  const variants = (Array.isArray(schema.anyOf) ? schema.anyOf : schema.oneOf) as unknown[] | undefined;
  if (!Array.isArray(variants) || variants.length === 0) return undefined;
  const values: unknown[] = [];
  for (const variant of variants) {
    if (!isObject(variant)) return undefined;
    const inner = enumValues(variant);
    if (!inner) return undefined;
    values.push(...inner);
  }
  return values;
}

/** The variants of a union that are not `null` (3.1 writes nullable as a union with null). */
const nonNullVariants = (schema: JsonSchema): JsonSchema[] => {
  const variants = (Array.isArray(schema.anyOf) ? schema.anyOf : schema.oneOf) as unknown[] | undefined;
  return (variants ?? []).filter(isObject).filter((v) => v.type !== 'null');
};

const isNullable = (schema: JsonSchema) =>
  schema.nullable === true ||
  (Array.isArray(schema.type) && schema.type.includes('null')) ||
  ((Array.isArray(schema.anyOf) ? schema.anyOf : []) as unknown[]).some(
    (v) => isObject(v) && v.type === 'null',
  );

/** A short type for the table: `string`, `integer`, `array of object`, `number`… `| null` when nullable. */
export function typeLabel(schema: JsonSchema, schemas: Schemas): string {
  const resolved = resolveRef(schema, schemas);
  const nullable = isNullable(resolved) ? ' | null' : '';
  const declared = Array.isArray(resolved.type)
    ? resolved.type.filter((t) => t !== 'null').join(' | ')
    : (resolved.type as string | undefined);
  if (declared === 'array') {
    const items = isObject(resolved.items) ? typeLabel(resolved.items, schemas) : 'any';
    return `array of ${items}${nullable}`;
  }
  if (declared) return `${declared}${nullable}`;
  const values = enumValues(resolved);
  if (values) return `${typeof values[0]}${nullable}`;
  const variants = nonNullVariants(resolved);
  if (variants.length === 1 && variants[0]) return `${typeLabel(variants[0], schemas)}${nullable}`;
  if (variants.length > 1) return variants.map((v) => typeLabel(v, schemas)).join(' | ') + nullable;
  if (resolved.properties) return `object${nullable}`;
  return `any${nullable}`;
}

/** Constraints worth reading: allowed values, format, pattern, bounds, default, description. */
export function notesOf(schema: JsonSchema, schemas: Schemas): string[] {
  const s = resolveRef(schema, schemas);
  const notes: string[] = [];
  if (typeof s.description === 'string') notes.push(s.description);
  const values = enumValues(s);
  if (values) notes.push(`one of ${values.map((v) => JSON.stringify(v)).join(', ')}`);
  if (typeof s.format === 'string') notes.push(`format ${s.format}`);
  // Date-time patterns are the format written out: the format says it better.
  if (typeof s.pattern === 'string' && s.format === undefined) notes.push(`pattern ${s.pattern}`);
  const safe = (n: unknown) => typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER;
  if (safe(s.minimum)) notes.push(`≥ ${s.minimum}`);
  if (safe(s.maximum)) notes.push(`≤ ${s.maximum}`);
  if (typeof s.minLength === 'number') notes.push(`length ≥ ${s.minLength}`);
  if (typeof s.maxLength === 'number') notes.push(`length ≤ ${s.maxLength}`);
  if (typeof s.maxItems === 'number') notes.push(`at most ${s.maxItems} items`);
  if ('default' in s) notes.push(`default ${JSON.stringify(s.default)}`);
  return notes;
}

/** The object an object, array-of-object or nullable-object schema describes, if any. */
function objectOf(schema: JsonSchema, schemas: Schemas): JsonSchema | undefined {
  const s = resolveRef(schema, schemas);
  if (isObject(s.properties)) return s;
  if (isObject(s.items)) return objectOf(s.items, schemas);
  const variants = nonNullVariants(s);
  return variants.length === 1 && variants[0] ? objectOf(variants[0], schemas) : undefined;
}

/**
 * The fields of an object schema as table rows, nested objects (and arrays of them) indented
 * below their field, down to `maxDepth` levels.
 */
export function schemaRows(schema: JsonSchema, schemas: Schemas, maxDepth = 4, depth = 0): SchemaRow[] {
  const object = objectOf(schema, schemas);
  if (!object || depth >= maxDepth) return [];
  const required = new Set(Array.isArray(object.required) ? (object.required as string[]) : []);
  const rows: SchemaRow[] = [];
  for (const [name, field] of Object.entries(object.properties as Record<string, unknown>)) {
    if (!isObject(field)) continue;
    rows.push({
      name,
      depth,
      type: typeLabel(field, schemas),
      required: required.has(name),
      notes: notesOf(field, schemas),
    });
    rows.push(...schemaRows(field, schemas, maxDepth, depth + 1));
  }
  return rows;
}

/**
 * A value that fits `schema`, for examples and the "try it" body when the document gives none:
 * the example or default if any, else the first allowed value, else a placeholder of its type.
 */
export function exampleOf(schema: JsonSchema, schemas: Schemas, depth = 0): unknown {
  const s = resolveRef(schema, schemas);
  if ('example' in s) return s.example;
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('default' in s) return s.default;
  const values = enumValues(s);
  if (values) return values[0];
  if (depth > 5) return null;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'object' || isObject(s.properties)) {
    const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
    const entries = Object.entries((s.properties ?? {}) as Record<string, JsonSchema>).filter(
      ([name]) => required.has(name) || depth > 0,
    );
    return Object.fromEntries(entries.map(([name, field]) => [name, exampleOf(field, schemas, depth + 1)]));
  }
  if (type === 'array') return isObject(s.items) ? [exampleOf(s.items, schemas, depth + 1)] : [];
  if (type === 'integer' || type === 'number')
    return typeof s.minimum === 'number' && s.minimum > 0 ? s.minimum : 0;
  if (type === 'boolean') return false;
  if (type === 'string') return s.format === 'date-time' ? '2026-01-01T00:00:00Z' : 'string';
  const variants = nonNullVariants(s);
  return variants[0] ? exampleOf(variants[0], schemas, depth) : null;
}
