import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { adminValidationsKeys } from '../keys';

/** The star whose orders are validated, for the page's heading. */
export const starQueryOptions = (streamerId: string) =>
  queryOptions({
    queryKey: adminValidationsKeys.star(streamerId),
    queryFn: ({ signal }) => call(routes.starPages.star, { params: { idOrUsername: streamerId }, signal }),
    retry: false,
  });

export const useStar = (streamerId: string) => useQuery(starQueryOptions(streamerId));
