import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { streamerOnboardingKeys } from '../keys';

/** The onboarding terms text (staff configure it; a default text answers otherwise). */
export const onboardingTermsQueryOptions = (query: string) =>
  queryOptions({
    queryKey: streamerOnboardingKeys.terms,
    queryFn: ({ signal }) => call(routes.onboarding.terms, { query: actingFor(query), signal }),
    staleTime: 5 * 60_000,
  });

export const useOnboardingTerms = (query: string) => useQuery(onboardingTermsQueryOptions(query));
