import {
  BANK_OPTIONS,
  GSTIN_LENGTH,
  OnboardingText,
  OnboardingLimits,
  readGstin,
  TSHIRT_SIZES,
  type BankOption,
  type OnboardingSubmissionDto,
} from '@lobby/contracts';
import { Button, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { AcceptTermsField } from '../../../components/accept-terms-field';
import { SectionCard } from '../../../components/section-card';
import { countryOptions } from '../../../lib/countries';
import { notify } from '../../../lib/notify';
import { useStreamerAgreement } from '../api/get-streamer-agreement';
import { useSubmitOnboarding } from '../api/submit-onboarding';
import { documentsAccepted } from '../utils/document-file';
import { required } from '../utils/required-field';
import { BankAccountFields, BankCodeInput, DocumentInput } from './onboarding-fields';

interface Values extends Record<string, unknown> {
  fullName: string;
  gamingName: string;
  mobileNumber: string;
  address: string;
  country: string | null;
  tshirtSize: string | null;
  bankName: string;
  accountHolderName: string;
  accountNumber: string;
  bankOption: string | null;
  bankCode: string;
  gstin: string;
  bankStatement: File | null;
  signedAgreement: File | null;
}

const initial = (previous: OnboardingSubmissionDto | null): Values => ({
  fullName: previous?.fullName ?? '',
  gamingName: previous?.gamingName ?? '',
  mobileNumber: previous?.mobileNumber ?? '',
  address: previous?.address ?? '',
  country: previous?.country ?? null,
  tshirtSize: previous?.tshirtSize ?? null,
  bankName: previous?.bankName ?? '',
  accountHolderName: previous?.accountHolderName ?? '',
  // Numbers come back masked: they and the documents are given again with every submission.
  accountNumber: '',
  bankOption: previous?.bankOption ?? null,
  bankCode: '',
  gstin: previous?.gstin ?? '',
  bankStatement: null,
  signedAgreement: null,
});

interface OnboardingFormProps {
  starId: string;
  query: string;
  /** The earlier submission (still 'submitted'), whose details fill the form. */
  previous: OnboardingSubmissionDto | null;
}

/** The onboarding form (spec §3 "Onboarding bank details", §5 texts): who the streamer is and where to pay. */
export function OnboardingForm({ starId, query, previous }: OnboardingFormProps) {
  const submitOnboarding = useSubmitOnboarding(starId, query);
  const agreement = useStreamerAgreement();
  const [acceptedAgreement, setAcceptedAgreement] = useState<number | null>(null);
  const [agreementError, setAgreementError] = useState<string | null>(null);
  /** Accepted only while it is still the version in force. */
  const agreementVersion =
    acceptedAgreement !== null && acceptedAgreement === agreement.data?.version ? acceptedAgreement : null;
  const form = useForm<Values>({
    initialValues: initial(previous),
    validate: {
      fullName: required,
      gamingName: required,
      mobileNumber: required,
      address: required,
      country: required,
      tshirtSize: required,
      bankName: required,
      accountHolderName: required,
      accountNumber: required,
      bankOption: (value) =>
        !value
          ? OnboardingText.bankOptionRequired
          : BANK_OPTIONS.includes(value as BankOption)
            ? null
            : OnboardingText.invalidBankOption,
      bankCode: (value) => (value.trim() ? null : OnboardingText.bankOptionRequired),
      gstin: (value) => {
        const read = readGstin(value);
        return 'problem' in read ? read.problem : null;
      },
      bankStatement: (value) => (value ? null : OnboardingText.bankStatementRequired),
      signedAgreement: (value) => (value ? null : OnboardingText.signedAgreementRequired),
    },
  });

  const submit = form.onSubmit(async (values) => {
    const { bankStatement, signedAgreement } = values;
    if (agreementVersion === null) {
      setAgreementError('Please accept the streamer agreement.');
      return;
    }
    if (!bankStatement || !signedAgreement || !values.bankOption || !values.country || !values.tshirtSize)
      return;
    const documents = [
      ['bankStatement', bankStatement],
      ['signedAgreement', signedAgreement],
    ] as const;
    if (!(await documentsAccepted(documents, form.setFieldError))) return;
    const gstin = readGstin(values.gstin);
    if ('problem' in gstin) return;
    submitOnboarding.mutate(
      {
        fullName: values.fullName.trim(),
        gamingName: values.gamingName.trim(),
        mobileNumber: values.mobileNumber.trim(),
        address: values.address.trim(),
        country: values.country,
        tshirtSize: values.tshirtSize,
        bankName: values.bankName.trim(),
        accountHolderName: values.accountHolderName.trim(),
        accountNumber: values.accountNumber.trim(),
        bankOption: values.bankOption as BankOption,
        bankCode: values.bankCode.trim(),
        gstin: gstin.gstin,
        bankStatement,
        signedAgreement,
        agreementVersion,
      },
      {
        onSuccess: ({ message, submission }) => {
          notify.success(message);
          form.setValues(initial(submission));
          form.resetDirty(initial(submission));
        },
      },
    );
  });

  const bankOption = form.values.bankOption as BankOption | null;

  return (
    <SectionCard
      title={previous ? 'Update your onboarding details' : 'Onboarding details'}
      description={
        previous
          ? 'Submitting again replaces your earlier details until our team verifies them.'
          : 'Who you are and where we pay you. Our team verifies these before your first payout.'
      }
    >
      <form onSubmit={submit} noValidate aria-label="Onboarding details">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Full name"
              required
              maxLength={OnboardingLimits.textMax}
              {...form.getInputProps('fullName')}
            />
            <TextInput
              label="Gaming name"
              required
              maxLength={OnboardingLimits.textMax}
              {...form.getInputProps('gamingName')}
            />
            <TextInput
              label="Mobile number"
              type="tel"
              required
              maxLength={OnboardingLimits.textMax}
              {...form.getInputProps('mobileNumber')}
            />
            <Select
              label="T-shirt size"
              required
              data={[...TSHIRT_SIZES]}
              placeholder="Choose a size"
              {...form.getInputProps('tshirtSize')}
            />
          </SimpleGrid>
          <Textarea
            label="Address"
            required
            autosize
            minRows={2}
            maxLength={OnboardingLimits.addressMax}
            {...form.getInputProps('address')}
          />
          <Select
            label="Country"
            required
            searchable
            data={countryOptions().map((option) => option.label)}
            placeholder="Choose a country"
            {...form.getInputProps('country')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <BankAccountFields
              inputProps={form.getInputProps}
              option={{ field: 'bankOption', label: 'Bank option', placeholder: 'SWIFT Code, IBAN, …' }}
              accountNumberDescription={previous ? `Saved: ${previous.accountNumber}` : undefined}
            />
          </SimpleGrid>
          {bankOption && (
            <BankCodeInput
              label={bankOption}
              description={previous?.bankOption === bankOption ? `Saved: ${previous.bankCode}` : undefined}
              {...form.getInputProps('bankCode')}
            />
          )}
          <TextInput
            label="GSTIN (optional)"
            description="Registered for GST in India? Your prices then include GST on your sessions: fans' invoices show it, and it is yours to remit. Leave it empty otherwise."
            placeholder="22AAAAA0000A1Z5"
            maxLength={GSTIN_LENGTH}
            autoCapitalize="characters"
            styles={{ input: { textTransform: 'uppercase' } }}
            {...form.getInputProps('gstin')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DocumentInput label="Bank statement" {...form.getInputProps('bankStatement')} />
            <DocumentInput label="Signed agreement" {...form.getInputProps('signedAgreement')} />
          </SimpleGrid>
          <AcceptTermsField
            terms={agreement}
            name="streamer agreement"
            accepted={acceptedAgreement}
            onChange={(version) => {
              setAcceptedAgreement(version);
              setAgreementError(null);
            }}
            error={agreementError}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={submitOnboarding.isPending}>
              Submit onboarding details
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
