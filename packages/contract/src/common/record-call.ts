import { z } from 'zod';

/**
 * The schemas of a call that names one record by its id under `key` and answers a view of it
 * (get, pass, reject, accept, decline, cancel…): one shape for every area's record calls.
 */
export const recordCall = <K extends string, I extends z.ZodType, R extends z.ZodType>(
  key: K,
  id: I,
  result: R,
) => ({
  input: z.object({ [key]: id } as { [P in K]: I }),
  result,
});
