import { ErrorText } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Deletes the account: personal data is anonymised, orders and payouts stay for the books. */
export const approveDeletionRequest = (requestId: string) =>
  api.post<{ message: string }>(`/api/admin/delete-requests/${encodeURIComponent(requestId)}/approve`);

export function useApproveDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveDeletionRequest,
    meta: { errorFallback: ErrorText.errorDeletingAccountRequest },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['deletion-requests'] }),
  });
}
