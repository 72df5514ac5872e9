import { z } from 'zod';
import type { EnumValue, StatusEnum } from './enum';

const built = new WeakMap<object, z.ZodType>();

/** The schema of an enum's numbers: exactly its members' values, nothing else. */
export function enumSchema<E extends Pick<StatusEnum<Record<string, number>>, 'members'>>(
  statusEnum: E,
): z.ZodType<EnumValue<E>, EnumValue<E>> {
  let schema = built.get(statusEnum);
  if (!schema) {
    const literals = Object.values(statusEnum.members).map((value) => z.literal(value));
    schema = z.union(literals as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]]);
    built.set(statusEnum, schema);
  }
  return schema as unknown as z.ZodType<EnumValue<E>, EnumValue<E>>;
}
