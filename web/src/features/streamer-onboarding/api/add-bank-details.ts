import { routes, type BankDetailsFields } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actingFor, call } from '../../../lib/api-client';
import { streamerOnboardingKeys } from '../keys';

export type BankDetailsInput = BankDetailsFields & { cancelledCheque: File };

/** Spec §7 POST /api/v1/streamer/add-bank-details, a multipart form with the cancelled cheque. */
export const addBankDetails = ({ cancelledCheque, ...fields }: BankDetailsInput, query: string) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('cancelledCheque', cancelledCheque);
  return call(routes.onboarding.addBankDetails, { body: form, query: actingFor(query) });
};

export function useAddBankDetails(starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BankDetailsInput) => addBankDetails(input, query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamerOnboardingKeys.star(starId) }),
  });
}
