import type { BankDetailsDto, BankOption } from '@lobby/contracts';
import { Button, Divider, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SectionCard } from '../../../components/section-card';
import { notify } from '../../../lib/notify';
import { useAddBankDetails } from '../api/add-bank-details';
import { documentsAccepted } from '../utils/document-file';
import { required } from '../utils/required-field';
import { BankAccountFields, BankCodeInput, DocumentInput } from './onboarding-fields';
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
    if (!(await documentsAccepted([['cancelledCheque', values.cancelledCheque]], form.setFieldError))) return;
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
            <BankAccountFields
              inputProps={form.getInputProps}
              option={{ field: 'bankCodeType', label: 'Bank code type', placeholder: 'IFSC Code, SWIFT Code, …' }}
            />
            <BankCodeInput label="Bank code" {...form.getInputProps('bankCode')} />
            <DocumentInput label="Cancelled cheque" {...form.getInputProps('cancelledCheque')} />
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
