import { Alert, Skeleton, Stack } from '@mantine/core';
import { useOnboardingStatus } from '../api/get-onboarding-status';
import { BankDetailsForm } from './bank-details-form';
import { OnboardingForm } from './onboarding-form';
import { OnboardingStatusCard } from './onboarding-status-card';
import { OnboardingTermsCard } from './onboarding-terms-card';

/** Terms, what was submitted and its status, then the onboarding form until it is verified, the bank details after. */
export function StreamerOnboarding({ starId, query }: { starId: string; query: string }) {
  const status = useOnboardingStatus(starId, query);
  return (
    <Stack gap="lg">
      <OnboardingTermsCard query={query} />
      {status.isPending ? (
        <Skeleton height={320} radius="lg" />
      ) : status.isError ? (
        <Alert color="red" variant="light">
          {status.error.message}
        </Alert>
      ) : (
        <>
          {status.data.onboarding && <OnboardingStatusCard submission={status.data.onboarding} />}
          {/* One bank section: the onboarding form's until it is verified, then the payout account's own. */}
          {status.data.onboarding?.status === 'verified' ? (
            <BankDetailsForm starId={starId} query={query} saved={status.data.bankDetails} />
          ) : (
            <OnboardingForm
              key={status.data.onboarding?._id ?? 'new'}
              starId={starId}
              query={query}
              previous={status.data.onboarding}
            />
          )}
        </>
      )}
    </Stack>
  );
}
