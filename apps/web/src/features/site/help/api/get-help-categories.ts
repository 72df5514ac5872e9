import { helpEndpoints } from '@coffer/contract/help';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http/client';

/** Articles listed under each category on the help centre's front page. */
export const helpCategoryPreviewCount = 5;

/** The categories in the reader's language, each with its first articles. */
export const getHelpCategoriesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['help', 'categories', language],
    queryFn: ({ signal }) =>
      call(
        helpEndpoints.getHelpCenterShowByCategoryList,
        { MaxItemCount: helpCategoryPreviewCount },
        { signal },
      ),
    staleTime: 5 * 60_000,
  });

export const useHelpCategories = (language: string) => useQuery(getHelpCategoriesQueryOptions(language));
