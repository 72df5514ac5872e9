import { z } from 'zod';

/**
 * A status enum with fixed numbers: the numbers travel on the wire and are stored in the
 * database, the keys name them in code and in the translation catalogues.
 */
interface StatusEnum<T extends Record<string, number>> {
  readonly members: T;
  readonly schema: z.ZodType<T[keyof T], T[keyof T]>;
  keyOf(value: number): keyof T | undefined;
}

export function defineEnum<const T extends Record<string, number>>(members: T): StatusEnum<T> {
  const values = Object.values(members);
  if (new Set(values).size !== values.length) throw new Error('defineEnum: duplicate numbers');
  const byValue = new Map(Object.entries(members).map(([key, value]) => [value, key as keyof T]));
  const literals = values.map((value) => z.literal(value));
  const schema = z.union(
    literals as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]],
  ) as unknown as z.ZodType<T[keyof T], T[keyof T]>;
  return { members, schema, keyOf: (value) => byValue.get(value) };
}

/** The numbers of an enum as a type (`EnumValue<typeof withdrawalStatus>` is 0 | 1 | … | 9). */
export type EnumValue<E extends { readonly members: Record<string, number> }> =
  E['members'][keyof E['members']];
