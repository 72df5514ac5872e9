import { useState } from 'react';
import { type DefaultValues, type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { placeServerErrors } from '../../../domain/forms/server-errors';
import { securityResolver } from './resolver';
import { emptyFactor, type FactorNeeds, type FactorValues, factorFields } from './second-factor';

/**
 * A security form guarded by a second factor: the operation's own fields and the factor's codes,
 * checked in the browser against its schema and the codes it needs. `submit` sends the values; a
 * refusal lands on the field it names (own or code fields), or is the form's one `problem`.
 */
export function useFactorForm<V extends FactorValues>(options: {
  user: Parameters<typeof emptyFactor>[0];
  needs: FactorNeeds;
  /** The operation's own fields, empty. */
  ownDefaults: Omit<V, keyof FactorValues>;
  schema: z.ZodType<unknown, FieldValues> | null;
  toInput: (values: V) => Record<string, unknown>;
  send: (values: V) => Promise<unknown>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const { user, needs, ownDefaults, schema, toInput, send } = options;
  const form = useForm<V>({
    defaultValues: { ...emptyFactor(user), ...ownDefaults } as DefaultValues<V>,
    resolver: securityResolver<V>({ schema, needs, toInput }),
  });
  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      await send(values);
    } catch (error) {
      const fields = [...Object.keys(ownDefaults), ...factorFields];
      setProblem(placeServerErrors(error, form.setError, fields, { details: 'always' }));
    }
  });
  return { form, submit, problem };
}
