import { LegalText, routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { legalKeys } from '../../../lib/keys';

/** The VIP queue terms in force, which a fan accepts (by version) when taking a VIP place. */
export const vipTermsQueryOptions = () =>
  queryOptions({
    queryKey: legalKeys.one('vipQueueTermsAndConditions'),
    queryFn: async ({ signal }) => {
      try {
        return await call(routes.legal.document, { query: { type: 'vipQueueTermsAndConditions' }, signal });
      } catch {
        throw new Error(LegalText.fetchFailed);
      }
    },
  });

export const useVipTerms = () => useQuery(vipTermsQueryOptions());
