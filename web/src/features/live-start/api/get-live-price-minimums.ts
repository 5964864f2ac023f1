import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LivePriceMinimums } from '../utils/live-form';

/** The lowest live price per currency, as the server will check it (configuration, else the spec's defaults). */
export const useLivePriceMinimums = () =>
  useQuery({
    queryKey: ['live-price-minimums'],
    queryFn: ({ signal }) => api.get<LivePriceMinimums>('/api/get/live-price-minimums', { signal }),
    staleTime: 5 * 60_000,
  });
