import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, actingFor } from '../../../lib/api-client';
import { slotsKeys } from '../keys';

/** The streamer's active gigs, the ones slots can be added to. */
export const slotGigsQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: slotsKeys.gigs(starId),
    queryFn: ({ signal }) =>
      call(routes.starPages.starGigs, { params: { id: starId }, query: actingFor(query), signal }),
  });

export const useSlotGigs = (starId: string, query: string, enabled = true) =>
  useQuery({ ...slotGigsQueryOptions(starId, query), enabled });
