import {
  BANK_OPTIONS,
  OnboardingLimits,
  OnboardingText,
  type BankDetailsDto,
  type BankOption,
} from '@lobby/contracts';
import { Button, Divider, FileInput, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileText } from '@tabler/icons-react';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useAddBankDetails } from '../api/add-bank-details';
import { DOCUMENT_ACCEPT, documentProblem } from '../utils/document-file';
import { BankDetailsSummary } from './onboarding-status-card';

interface Values extends Record<string, unknown> {
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  bankCodeType: string | null;
  bankCode: string;
  cancelledCheque: File | null;
}

const EMPTY: Values = {
  bankName: '',
  accountHolderName: '',
  accountNumber: '',
  bankCodeType: null,
  bankCode: '',
  cancelledCheque: null,
};

const required = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || value instanceof File
    ? null
    : OnboardingText.requiredFields;

/** The payout account (spec §3 "Streamer bank details"): every field and the cancelled cheque are required. */
export function BankDetailsForm({
  starId,
  query,
  saved,
}: {
  starId: string;
  query: string;
  saved: BankDetailsDto | null;
}) {
  const addBankDetails = useAddBankDetails(starId, query);
  const form = useForm<Values>({
    initialValues: EMPTY,
    validate: {
      bankName: required,
      accountHolderName: required,
      accountNumber: required,
      bankCodeType: required,
      bankCode: required,
      cancelledCheque: required,
    },
  });

  const submit = form.onSubmit(async (values) => {
    if (!values.cancelledCheque || !values.bankCodeType) return;
    const problem = await documentProblem(values.cancelledCheque);
    if (problem) {
      form.setFieldError('cancelledCheque', problem);
      return;
    }
    addBankDetails.mutate(
      {
        bankName: values.bankName.trim(),
        accountHolderName: values.accountHolderName.trim(),
        accountNumber: values.accountNumber.trim(),
        bankCodeType: values.bankCodeType as BankOption,
        bankCode: values.bankCode.trim(),
        cancelledCheque: values.cancelledCheque,
      },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          form.reset();
        },
      },
    );
  });

  return (
    <SectionCard
      title="Bank details"
      description={
        saved
          ? 'Your saved payout account. Saving new details replaces it.'
          : 'The account your payouts go to.'
      }
    >
      {saved && (
        <>
          <BankDetailsSummary details={saved} />
          <Divider />
        </>
      )}
      <form onSubmit={submit} noValidate aria-label="Bank details">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Bank name"
              required
              maxLength={OnboardingLimits.textMax}
              {...form.getInputProps('bankName')}
            />
            <TextInput
              label="Account holder name"
              required
              maxLength={OnboardingLimits.textMax}
              {...form.getInputProps('accountHolderName')}
            />
            <TextInput
              label="Account number"
              required
              autoComplete="off"
              maxLength={OnboardingLimits.accountNumberMax}
              {...form.getInputProps('accountNumber')}
            />
            <Select
              label="Bank code type"
              required
              data={BANK_OPTIONS}
              placeholder="IFSC Code, SWIFT Code, …"
              {...form.getInputProps('bankCodeType')}
            />
            <TextInput
              label="Bank code"
              required
              autoComplete="off"
              maxLength={OnboardingLimits.bankCodeMax}
              {...form.getInputProps('bankCode')}
            />
            <FileInput
              label="Cancelled cheque"
              description="PDF, PNG or JPEG, up to 5 MB"
              placeholder="Choose a file"
              required
              accept={DOCUMENT_ACCEPT}
              clearable
              leftSection={<IconFileText size={16} />}
              {...form.getInputProps('cancelledCheque')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" variant="light" loading={addBankDetails.isPending}>
              Save bank details
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
