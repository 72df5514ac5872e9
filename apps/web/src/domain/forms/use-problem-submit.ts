import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type PlaceOptions, placeServerErrors } from './server-errors';

/**
 * A form with its submit and its one-line problem: the problem clears on each try; a refusal goes on the
 * field the server names among `fields`, else becomes the problem. `known` may word an error the
 * form understands itself first (undefined: not one of those).
 */
export function useProblemSubmit<T extends FieldValues, R>(
  form: UseFormReturn<T, unknown, R>,
  fields: readonly string[],
  options: PlaceOptions & { known?: (error: unknown) => string | undefined },
  action: (input: R) => Promise<void>,
) {
  const [problem, setProblem] = useState<string | null>(null);
  const { known, ...placing } = options;
  const submit = form.handleSubmit(async (input) => {
    setProblem(null);
    try {
      await action(input);
    } catch (error) {
      setProblem(known?.(error) ?? placeServerErrors(error, form.setError, fields, placing));
    }
  });
  return { form, submit, problem, setProblem };
}
