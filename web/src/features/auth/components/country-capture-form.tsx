import { AuthText, baseCurrencyForCountry, type AuthSession } from '@lobby/contracts';
import { Select, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { CardForm } from '../../../components/card-form';
import { CardPage } from '../../../components/card-page';
import { useSaveCountry } from '../api/account-capture';
import { countryOptions } from '../../../lib/countries';

interface CountryCaptureFormProps {
  userId: string;
  onSaved: (session: AuthSession) => void;
}

/** The billing country decides the account's base currency: INR in India, USD elsewhere. */
export function CountryCaptureForm({ userId, onSaved }: CountryCaptureFormProps) {
  const saveCountry = useSaveCountry();
  const form = useForm<{ country: string | null }>({
    initialValues: { country: null },
    validate: { country: (value) => (value ? null : AuthText.countryInvalid) },
  });
  const { country } = form.values;

  const submit = form.onSubmit(({ country: billingCountry }) => {
    if (billingCountry) saveCountry.mutate({ userId, billingCountry }, { onSuccess: onSaved });
  });

  return (
    <CardPage title="Where are you billed?" subtitle="Pick the country of your billing address.">
      <CardForm onSubmit={submit} submitLabel="Save and continue" submitting={saveCountry.isPending}>
        <Select
          label="Country"
          placeholder="Search countries"
          data={countryOptions()}
          searchable
          nothingFoundMessage="No country found"
          {...form.getInputProps('country')}
        />
        {country && (
          <Text size="sm" c="dimmed">
            Prices will be shown in{' '}
            <Text span fw={700} c="violet.3">
              {baseCurrencyForCountry(country)}
            </Text>
            .
          </Text>
        )}
      </CardForm>
    </CardPage>
  );
}
