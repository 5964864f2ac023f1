import { BANK_OPTIONS, OnboardingLimits } from '@lobby/contracts';
import { FileInput, Select, TextInput, type FileInputProps, type TextInputProps } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { IconFileText } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT } from '../utils/document-file';

type AccountField = 'bankName' | 'accountHolderName' | 'accountNumber';

interface BankAccountFieldsProps {
  /** The form's getInputProps, for the account fields and the bank option's own field. */
  inputProps: (field: AccountField | 'bankOption' | 'bankCodeType') => GetInputPropsReturnType;
  /** The bank option select: its form field, label and placeholder (the two forms name it differently). */
  option: { field: 'bankOption' | 'bankCodeType'; label: string; placeholder: string };
  /** A hint under the account number (the masked saved one). */
  accountNumberDescription?: string;
}

/** Where a streamer is paid: bank name, account holder, account number and which bank code they give. */
export function BankAccountFields({ inputProps, option, accountNumberDescription }: BankAccountFieldsProps) {
  return (
    <>
      <TextInput
        label="Bank name"
        required
        maxLength={OnboardingLimits.textMax}
        {...inputProps('bankName')}
      />
      <TextInput
        label="Account holder name"
        required
        maxLength={OnboardingLimits.textMax}
        {...inputProps('accountHolderName')}
      />
      <TextInput
        label="Account number"
        required
        autoComplete="off"
        maxLength={OnboardingLimits.accountNumberMax}
        description={accountNumberDescription}
        {...inputProps('accountNumber')}
      />
      <Select
        label={option.label}
        required
        data={BANK_OPTIONS}
        placeholder={option.placeholder}
        {...inputProps(option.field)}
      />
    </>
  );
}

/** The value of the chosen bank option (its SWIFT code, IBAN, ...). */
export function BankCodeInput(props: TextInputProps) {
  return <TextInput required autoComplete="off" maxLength={OnboardingLimits.bankCodeMax} {...props} />;
}

/** A required document picker: PDF, PNG or JPEG up to 5 MB (checked by content before sending). */
export function DocumentInput(props: FileInputProps & { label: string }) {
  return (
    <FileInput
      description="PDF, PNG or JPEG, up to 5 MB"
      placeholder="Choose a file"
      required
      accept={DOCUMENT_ACCEPT}
      clearable
      leftSection={<IconFileText size={16} />}
      {...props}
    />
  );
}
