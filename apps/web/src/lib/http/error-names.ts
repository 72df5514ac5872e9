import { type ErrorName, errorNameByCode } from '@coffer/contract/common';

/**
 * The catalogue name of an error code. Its own chunk: the catalogue (every area's codes) is only
 * needed once a call has failed, so client.ts imports it then, not with every first visit.
 */
export const errorNameOf = (code: number): ErrorName | null => errorNameByCode.get(code) ?? null;
