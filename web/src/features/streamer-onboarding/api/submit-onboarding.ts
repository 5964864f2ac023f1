import { BankOptions, routes, type OnboardingFields } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { actingFor, ApiError, call } from '../../../lib/api-client';
import { streamerOnboardingKeys } from '../keys';
import { legalKeys } from '../../../lib/keys';

/** The form's fields (contracts' OnboardingFields) and its two documents. */
export type OnboardingInput = OnboardingFields & {
  bankStatement: File;
  signedAgreement: File;
  /** The streamer agreement's version the streamer accepted. */
  agreementVersion?: number;
};

/** Spec §7 POST /api/post/streamer/onboard, a multipart form with the two documents. */
export const submitOnboarding = (
  {
    bankOption,
    bankCode,
    gstin,
    bankStatement,
    signedAgreement,
    agreementVersion,
    ...fields
  }: OnboardingInput,
  query: string,
) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  // Empty: no GSTIN (sent, so a resubmission without one clears the earlier one).
  form.append('gstin', gstin ?? '');
  form.append('bankOption', bankOption);
  form.append(BankOptions[bankOption], bankCode);
  form.append('bankStatement', bankStatement);
  form.append('signedAgreement', signedAgreement);
  if (agreementVersion !== undefined) form.append('agreementVersion', String(agreementVersion));
  return call(routes.onboarding.submit, { body: form, query: actingFor(query) });
};

export function useSubmitOnboarding(starId: string, query: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OnboardingInput) => submitOnboarding(input, query),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: streamerOnboardingKeys.star(starId) }),
    // Newer agreement (409): load it, so the streamer reads and accepts the version in force.
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: legalKeys.one('streamerAgreement') });
    },
  });
}
