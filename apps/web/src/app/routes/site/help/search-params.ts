/** Reading the help pages' query strings: anything out of range is as if it were absent. */
export { pageOf } from '../paged-list';

export const positiveIdOf = (raw: string | null) => {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export const keywordOf = (search: URLSearchParams, max: number) =>
  (search.get('keyword') ?? '').trim().slice(0, max);
