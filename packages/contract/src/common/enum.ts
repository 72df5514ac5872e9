/**
 * A status enum with fixed numbers: the numbers travel on the wire and are stored in the
 * database, the keys name them in code and in the translation catalogues. Plain data, so a page
 * that only shows a status loads no zod; its schema is `enumSchema(theEnum)` (enum-schema.ts).
 */
export interface StatusEnum<T extends Record<string, number>> {
  readonly members: T;
  keyOf(value: number): keyof T | undefined;
}

export function defineEnum<const T extends Record<string, number>>(members: T): StatusEnum<T> {
  const values = Object.values(members);
  if (new Set(values).size !== values.length) throw new Error('defineEnum: duplicate numbers');
  const byValue = new Map(Object.entries(members).map(([key, value]) => [value, key as keyof T]));
  return { members, keyOf: (value) => byValue.get(value) };
}

/** The numbers of an enum as a type (`EnumValue<typeof withdrawalStatus>` is 0 | 1 | … | 9). */
export type EnumValue<E extends { readonly members: Record<string, number> }> =
  E['members'][keyof E['members']];
