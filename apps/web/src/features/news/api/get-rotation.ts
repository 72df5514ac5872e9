import { newsEndpoints, rotationType } from '@coffer/contract/news';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';

/**
 * The landing page's banners. They are decoration: a failure hides the carousel rather than
 * telling the visitor about it.
 */
export const getRotationQueryOptions = (language: string) =>
  queryOptions({
    queryKey: ['news', 'rotation', rotationType.members.landing, language],
    queryFn: ({ signal }) =>
      call(
        newsEndpoints.getRotationList,
        { type: rotationType.members.landing, languageCode: language },
        { signal, notify: false },
      ),
    staleTime: 5 * 60_000,
  });

export const useRotation = (language: string) => useQuery(getRotationQueryOptions(language));
