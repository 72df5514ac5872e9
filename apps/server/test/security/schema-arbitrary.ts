import fc from 'fast-check';
import { type ZodType, z } from 'zod';

/** The parts of JSON Schema that zod's toJSONSchema writes for our inputs. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
}

const tooLong = 'x'.repeat(10_000);

/** Values no form should send: signs, exponents, precision, overflow, control and odd Unicode, markup. */
export const hostileStrings = [
  '',
  ' ',
  '-1',
  '0',
  '0.000',
  '-0',
  '1e5',
  '1E+300',
  '1e-7',
  '0.0000000000000000001',
  '123456789012345678901234567890123456789',
  '1'.repeat(60),
  'NaN',
  'Infinity',
  '1,000',
  ' 12 ',
  '0x10',
  '\u0000',
  '\u202egnp.exe',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 ☃ 中文 ܐ',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00%ff',
  '__proto__',
  tooLong,
];
export const hostileValues: unknown[] = [
  ...hostileStrings,
  null,
  true,
  false,
  -1,
  0,
  0.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 63),
  1e308,
  [],
  [1, 2],
  {},
  { a: 1 },
  { __proto__: { admin: true } },
];

const hostile = fc.constantFrom(...hostileValues);

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.pattern)
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 256));
    } catch {
      // a pattern fast-check cannot generate from: plain strings below
    }
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200) });
}

/** Values that follow the schema (as far as JSON Schema can say), each field sometimes hostile. */
export function fromSchema(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return hostile;
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options) return fc.oneof(...options.map((o) => fromSchema(o, depth + 1)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const props = Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([k, v]) => [
          k,
          fc.oneof({ weight: 3, arbitrary: fromSchema(v, depth + 1) }, { weight: 1, arbitrary: hostile }),
        ]),
      );
      const base = fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
      // Sometimes extra keys: prototype names and an unknown field.
      return fc
        .tuple(
          base,
          fc.option(fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin'), { nil: undefined }),
        )
        .map(([value, extra]) => {
          if (!extra) return value;
          const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
          Object.defineProperty(copy, extra, { value: { polluted: true }, enumerable: true, writable: true });
          return copy;
        });
    }
    case 'string':
      return stringFor(s);
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(s.maximum ?? 1000, 2 ** 31),
      });
    case 'number':
      return fc.oneof(
        fc.integer({ min: -10, max: 100 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(s.items ? fromSchema(s.items, depth + 1) : hostile, {
        maxLength: Math.min(s.maxItems ?? 5, 5),
      });
    default:
      return hostile;
  }
}

/** An endpoint input: mostly shaped by its schema, sometimes not an object at all. */
export function inputArbitrary(schema: ZodType): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  return fc.oneof({ weight: 9, arbitrary: fromSchema(json) }, { weight: 1, arbitrary: hostile });
}
