import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { type FactorNeeds, type FactorValues, factorInput, factorSchema } from './second-factor';

type AnyResolver = Resolver<FieldValues, unknown, FieldValues>;

/**
 * A form of the security centre checks two contract schemas: the operation's own (the new
 * address, the passwords, the PIN) and its second factor with the fields the server will ask for
 * made required. Both run on the values as the call will send them; their errors are merged.
 */
export function securityResolver<V extends FactorValues>(options: {
  schema: z.ZodType<unknown, FieldValues> | null;
  needs: FactorNeeds;
  toInput: (values: V) => Record<string, unknown>;
}): Resolver<V> {
  const resolver = async (values: V, context: unknown, resolverOptions: unknown) => {
    const input = { ...options.toInput(values), ...factorInput(options.needs, values) };
    const run = (schema: z.ZodType<unknown, FieldValues>) =>
      (zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as unknown as AnyResolver)(
        input,
        context,
        resolverOptions as Parameters<AnyResolver>[2],
      );
    const [own, factor] = await Promise.all([
      options.schema ? run(options.schema) : Promise.resolve({ values: input, errors: {} }),
      run(factorSchema(options.needs, values) as unknown as z.ZodType<unknown, FieldValues>),
    ]);
    const errors = { ...factor.errors, ...own.errors };
    if (Object.keys(errors).length > 0) return { values: {}, errors };
    return { values: values, errors: {} };
  };
  return resolver as unknown as Resolver<V>;
}
