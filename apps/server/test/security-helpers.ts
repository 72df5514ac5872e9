/**
 * @deprecated Import from `./codes`. Kept only for `modules/convert/convert.api.test.ts`, which
 * another change owns; once it imports `securityCode` from `test/codes`, delete this file.
 */
export { securityCode } from './codes';
