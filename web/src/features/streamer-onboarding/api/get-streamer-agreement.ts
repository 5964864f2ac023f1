import { LegalText, routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const streamerAgreementKey = ['legal', 'streamerAgreement'] as const;

/** The streamer agreement in force, which a streamer accepts (by version) with their onboarding details. */
export const streamerAgreementQueryOptions = () =>
  queryOptions({
    queryKey: streamerAgreementKey,
    queryFn: async ({ signal }) => {
      try {
        return await call(routes.legal.document, { query: { type: 'streamerAgreement' }, signal });
      } catch {
        throw new Error(LegalText.fetchFailed);
      }
    },
  });

export const useStreamerAgreement = () => useQuery(streamerAgreementQueryOptions());
