import type { ContentEnvelope, Envelope, ErrorInfo, Host } from '@coffer/contract';
import type { AppError } from './app-error';

export function success<T>(host: Host, result: T): Envelope<T> | ContentEnvelope<T> {
  if (host === 'content') return { StatusCode: '200', Data: result, Error: null };
  return { success: true, result, error: null, unAuthorizedRequest: false };
}

export function failure(host: Host, error: AppError): Envelope<null> | ContentEnvelope<null> {
  const info: ErrorInfo = {
    code: error.code,
    message: error.message,
    details: error.details,
    validationErrors: error.validationErrors,
    ...(error.data ? { data: error.data } : {}),
  };
  if (host === 'content') return { StatusCode: String(error.httpStatus), Data: null, Error: info };
  return { success: false, result: null, error: info, unAuthorizedRequest: error.httpStatus === 401 };
}
