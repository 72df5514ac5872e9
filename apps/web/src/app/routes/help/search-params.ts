/** Reading the help pages' query strings: anything out of range is as if it were absent. */
export const pageOf = (search: URLSearchParams) => {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page > 0 && page <= 10_000 ? page : 1;
};

export const positiveIdOf = (raw: string | null) => {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

export const keywordOf = (search: URLSearchParams, max: number) =>
  (search.get('keyword') ?? '').trim().slice(0, max);
