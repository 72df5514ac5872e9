import type { Endpoint } from '../common/endpoint';
import { type ErrorName, englishErrorMessages, errorNameByCode, errors } from '../common/errors';

export interface DocumentedError {
  code: number;
  name: ErrorName;
  http: number;
  message: string;
}

/** What any call may answer: bad input, and for a signed-in or signed call the caller's refusals. */
function genericErrors(endpoint: Endpoint): ErrorName[] {
  const names: ErrorName[] = ['invalidInput'];
  if (endpoint.auth.kind !== 'anonymous') names.push('unauthorized', 'forbidden');
  if (endpoint.auth.kind === 'apiKey') names.push('tooManyRequests');
  if (endpoint.idempotent) names.push('conflict');
  return names;
}

/**
 * Every catalogued error a call can answer: the generic ones, those its contract entry names
 * (`errors`), and those its form places beside a field (`fieldCodes`), each once, by code.
 */
export function errorsOf(endpoint: Endpoint): DocumentedError[] {
  const fromFields = Object.keys(endpoint.fieldCodes ?? {})
    .map((code) => errorNameByCode.get(Number(code)))
    .filter((name): name is ErrorName => name !== undefined);
  const names = new Set<ErrorName>([...genericErrors(endpoint), ...(endpoint.errors ?? []), ...fromFields]);
  return [...names]
    .map((name) => ({
      code: errors[name].code,
      name,
      http: errors[name].http,
      message: englishErrorMessages[name],
    }))
    .sort((a, b) => a.code - b.code);
}
