import { LegalText, routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { legalKeys } from '../../../lib/keys';

/** The streamer agreement in force, which a streamer accepts (by version) with their onboarding details. */
export const streamerAgreementQueryOptions = () =>
  queryOptions({
    queryKey: legalKeys.one('streamerAgreement'),
    queryFn: async ({ signal }) => {
      try {
        return await call(routes.legal.document, { query: { type: 'streamerAgreement' }, signal });
      } catch {
        throw new Error(LegalText.fetchFailed);
      }
    },
  });

export const useStreamerAgreement = () => useQuery(streamerAgreementQueryOptions());
