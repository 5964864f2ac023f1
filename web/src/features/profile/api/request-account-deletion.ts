import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Records the request; the account keeps working until staff approve it. */
export const requestAccountDeletion = (reason: string) =>
  call(routes.account.requestDeletion, { body: { reason } });

/** The card shows the outcome (an earlier request too), so no automatic toast. */
export const useRequestAccountDeletion = () =>
  useMutation({ mutationFn: requestAccountDeletion, meta: { silent: true } });
