import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Records the request; the account keeps working until staff approve it. */
export const requestAccountDeletion = (reason: string) =>
  api.post<{ message: string }>('/api/v1/user/auth/request-account-deletion', { reason });

/** The card shows the outcome (an earlier request too), so no automatic toast. */
export const useRequestAccountDeletion = () =>
  useMutation({ mutationFn: requestAccountDeletion, meta: { silent: true } });
