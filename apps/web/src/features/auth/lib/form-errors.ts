// Shared with other features: lib/form-errors.ts.
export { applyServerFieldErrors, submitErrorMessage } from '../../../lib/form-errors';
