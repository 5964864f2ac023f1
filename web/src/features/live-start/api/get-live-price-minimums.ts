import { routes } from '@lobby/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { liveStartKeys } from '../keys';

/** The lowest live price per currency, as the server will check it (configuration, else the spec's defaults). */
export const useLivePriceMinimums = () =>
  useQuery({
    queryKey: liveStartKeys.priceMinimums,
    queryFn: ({ signal }) => call(routes.liveSessions.priceMinimums, { signal }),
    staleTime: 5 * 60_000,
  });
