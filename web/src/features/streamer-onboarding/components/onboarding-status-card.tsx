import type { BankDetailsDto, OnboardingDocumentDto, OnboardingSubmissionDto } from '@lobby/contracts';
import { Badge, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { LabelledValue } from '../../../components/labelled-value';
import { SectionCard } from '../../../components/section-card';
import { downloadDocument } from '../api/download-document';

function DocumentButton({
  document,
  name,
  label,
}: {
  document: OnboardingDocumentDto;
  name: string;
  label: string;
}) {
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={14} />}
      onClick={() => void downloadDocument(document, name)}
    >
      {label}
    </Button>
  );
}

/** 'submitted' until our team verifies the details, then 'verified'. */
export function OnboardingStatusBadge({ status }: { status: OnboardingSubmissionDto['status'] }) {
  return (
    <Badge color={status === 'verified' ? 'teal' : 'yellow'} variant="light" size="lg">
      {status}
    </Badge>
  );
}

/** What the streamer handed over, with the numbers masked to their last 4 and the documents to download. */
export function OnboardingStatusCard({ submission }: { submission: OnboardingSubmissionDto }) {
  return (
    <SectionCard
      title="Your onboarding details"
      description={
        submission.status === 'verified'
          ? 'Verified by our team. Contact support to change them.'
          : `Submitted ${new Date(submission.submittedAt).toLocaleDateString()}. Our team will verify them.`
      }
      aside={<OnboardingStatusBadge status={submission.status} />}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <LabelledValue label="Full name" value={submission.fullName} />
        <LabelledValue label="Gaming name" value={submission.gamingName} />
        <LabelledValue label="Mobile number" value={submission.mobileNumber} />
        <LabelledValue label="Country" value={submission.country} />
        <LabelledValue label="T-shirt size" value={submission.tshirtSize} />
        <LabelledValue label="Address" value={submission.address} />
        <LabelledValue label="Bank" value={submission.bankName} />
        <LabelledValue label="Account holder" value={submission.accountHolderName} />
        <LabelledValue label="Account number" value={submission.accountNumber} />
        <LabelledValue label={submission.bankOption} value={submission.bankCode} />
        {submission.gstin && <LabelledValue label="GSTIN" value={submission.gstin} />}
      </SimpleGrid>
      <Group gap="sm">
        <DocumentButton document={submission.bankStatement} name="bank-statement" label="Bank statement" />
        <DocumentButton
          document={submission.signedAgreement}
          name="signed-agreement"
          label="Signed agreement"
        />
      </Group>
    </SectionCard>
  );
}

/** The saved payout account, masked, with its cancelled cheque. */
export function BankDetailsSummary({ details }: { details: BankDetailsDto }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <LabelledValue label="Bank" value={details.bankName} />
        <LabelledValue label="Account holder" value={details.accountHolderName} />
        <LabelledValue label="Account number" value={details.accountNumber} />
        <LabelledValue label={details.bankCodeType} value={details.bankCode} />
      </SimpleGrid>
      <Group>
        <DocumentButton document={details.cancelledCheque} name="cancelled-cheque" label="Cancelled cheque" />
      </Group>
    </Stack>
  );
}
