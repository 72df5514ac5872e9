// The sign-in form's schemas, loaded on its first check. A module of their own: a dynamic import
// of the contract's `auth` index would keep its whole namespace, zod and all, in the shell chunk
// that already holds the index for the header's enums.
export { authenticateByEmailInputSchema, authenticateByPhoneInputSchema } from '@coffer/contract/auth';
