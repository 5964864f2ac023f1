import { Alert, Skeleton, Text } from '@mantine/core';
import { SectionCard } from '../../../components/section-card';
import { useOnboardingTerms } from '../api/get-onboarding-terms';

/** The terms a streamer accepts by submitting onboarding details. */
export function OnboardingTermsCard({ query }: { query: string }) {
  const terms = useOnboardingTerms(query);
  return (
    <SectionCard title="Terms and conditions" description="Please read these before you submit your details.">
      {terms.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : terms.isError ? (
        <Alert color="red" variant="light">
          {terms.error.message}
        </Alert>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {terms.data.termsAndConditions}
        </Text>
      )}
    </SectionCard>
  );
}
