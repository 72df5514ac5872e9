import type { FieldValues, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from './react-i18n';

/**
 * The reader's text for a validation message. The contract's zod schemas carry message keys
 * (validation.json), so the browser and the server say the same thing; a message that is not a
 * key (only a buggy form produces one) is shown as it is.
 */
export function useValidationText() {
  const { t, i18n } = useTranslation('validation');
  return (message: string | undefined): string | undefined => {
    if (!message) return undefined;
    return i18n.exists(`validation:${message}`) ? t(message) : message;
  };
}

/**
 * A react-hook-form resolver that checks the form's values with a contract schema (zodResolver),
 * after `toInput` shapes them as the call will send them: a form with e-mail and phone tabs
 * validates only the address of the tab in use, exactly as the server will.
 * The resolver (and zod with it) loads on the first check, and `schemaFor` may load the schema
 * then too: a form's first paint needs neither (the sign-in page's budget, issue 14).
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schemaFor: (values: V) => S | Promise<S>,
  toInput: (values: V) => unknown,
): Resolver<V, unknown, z.output<S>> {
  return async (values, context, options) => {
    const [schema, { zodResolver }] = await Promise.all([
      schemaFor(values),
      import('@hookform/resolvers/zod'),
    ]);
    const resolve = zodResolver(schema as z.ZodType<z.output<S>, FieldValues>) as unknown as Resolver<
      FieldValues,
      unknown,
      z.output<S>
    >;
    const result = await resolve(
      toInput(values) as FieldValues,
      context,
      options as unknown as ResolverOptions<FieldValues>,
    );
    return result as unknown as ResolverResult<V, z.output<S>>;
  };
}
