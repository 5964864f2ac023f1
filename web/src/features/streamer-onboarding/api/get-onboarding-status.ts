import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';

/** Every onboarding query of one streamer starts with this key, so a submission refreshes them. */
export const onboardingKey = (starId: string) => ['streamer-onboarding', starId] as const;

/** What the streamer handed over (masked) and its status; `query` is '?streamerId=…' for a moderator. */
export const onboardingStatusQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: [...onboardingKey(starId), 'status'],
    queryFn: ({ signal }) => call(routes.onboarding.status, { query: actingFor(query), signal }),
  });

export const useOnboardingStatus = (starId: string, query: string) =>
  useQuery(onboardingStatusQueryOptions(starId, query));
