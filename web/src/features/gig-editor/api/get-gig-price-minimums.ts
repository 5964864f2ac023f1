import { routes } from '@lobby/contracts';
import { useQuery } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { gigEditorKeys } from '../keys';

/** The lowest gig price per currency, as the server will check it (configuration, else the defaults). */
export const useGigPriceMinimums = (query: string) =>
  useQuery({
    queryKey: gigEditorKeys.priceMinimums,
    queryFn: ({ signal }) => call(routes.streamerGigs.priceMinimums, { query: actingFor(query), signal }),
    staleTime: 5 * 60_000,
  });
