import { routes, type EarlyAccessInput } from '@lobby/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { aboutKeys } from '../keys';

export const useSubmitEarlyAccess = () =>
  useMutation({
    mutationFn: (body: EarlyAccessInput) => call(routes.submissions.earlyAccess, { body, anonymous: true }),
    meta: { silent: true },
  });

/** The standard platform fee and taxes (configured, else the contracts' defaults on the server). */
export const useCreatorFees = () =>
  useQuery({
    queryKey: aboutKeys.creatorFees,
    queryFn: ({ signal }) => call(routes.submissions.creatorFees, { signal, anonymous: true }),
    staleTime: 10 * 60_000,
    retry: false,
  });
