import { routes } from '@lobby/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { streamerOnboardingKeys } from '../keys';

/** What the streamer handed over (masked) and its status; `query` is '?streamerId=…' for a moderator. */
export const onboardingStatusQueryOptions = (starId: string, query: string) =>
  queryOptions({
    queryKey: streamerOnboardingKeys.status(starId),
    queryFn: ({ signal }) => call(routes.onboarding.status, { query: actingFor(query), signal }),
  });

export const useOnboardingStatus = (starId: string, query: string) =>
  useQuery(onboardingStatusQueryOptions(starId, query));
