import '@mantine/dates/styles.css';
import { Currencies, PROMO_CODE_MAX_LENGTH, type Currency } from '@lobby/contracts';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FormModal } from '../../../components/form-modal';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { timeZoneLabel } from '../../../lib/viewer-time';
import { useCreatePromoCode } from '../api/promo-codes';
import {
  emptyPromoCodeForm,
  promoCodeFormRules,
  toPromoCodeInput,
  type PromoCodeFormValues,
} from '../utils/promo-code-form';

interface PromoCodeModalProps {
  opened: boolean;
  onClose: () => void;
  starId: string;
  query: string;
  /** The currency a fixed amount starts in (the streamer's). */
  currency: Currency;
}

/** A new promo code: the code, a percent or fixed discount, an optional window and use limits. */
export function PromoCodeModal({ opened, onClose, starId, query, currency }: PromoCodeModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="New promo code">
      <PromoCodeForm starId={starId} query={query} currency={currency} onDone={onClose} />
    </FormModal>
  );
}

function PromoCodeForm({
  starId,
  query,
  currency,
  onDone,
}: Omit<PromoCodeModalProps, 'opened' | 'onClose'> & { onDone: () => void }) {
  const create = useCreatePromoCode(starId, query);
  const form = useForm<PromoCodeFormValues>({
    initialValues: emptyPromoCodeForm(currency),
    validate: promoCodeFormRules,
  });
  const percent = form.values.discountType === 'percent';

  const submit = form.onSubmit((values) =>
    create.mutate(toPromoCodeInput(values), {
      onSuccess: ({ message }) => {
        notify.success(message);
        onDone();
      },
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="New promo code">
      <Stack gap="md">
        {create.error instanceof ApiError && create.error.fromServer && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {create.error.message}
          </Alert>
        )}
        <TextInput
          label="Code"
          description="What fans type at checkout: 3 to 32 letters, digits, - or _."
          placeholder="SUMMER25"
          maxLength={PROMO_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          data-autofocus
          {...form.getInputProps('code')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="promo-discount-type">
            Discount
          </Text>
          <SegmentedControl
            aria-labelledby="promo-discount-type"
            data={[
              { value: 'percent', label: 'Percent off' },
              { value: 'fixed', label: 'Fixed amount' },
            ]}
            {...form.getInputProps('discountType')}
          />
        </Stack>
        {percent ? (
          <NumberInput
            label="Percent off"
            suffix="%"
            min={1}
            max={100}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('percentOff')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <NumberInput
              label="Amount off"
              min={0.01}
              decimalScale={2}
              allowNegative={false}
              thousandSeparator=","
              {...form.getInputProps('amountOff')}
            />
            <Select
              label="Currency"
              data={[...Currencies]}
              allowDeselect={false}
              {...form.getInputProps('currency')}
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateTimePicker
            label="Valid from"
            placeholder="Now"
            clearable
            valueFormat="D MMM YYYY, HH:mm"
            {...form.getInputProps('validFrom')}
          />
          <DateTimePicker
            label="Valid until"
            placeholder="No end"
            clearable
            valueFormat="D MMM YYYY, HH:mm"
            minDate={form.values.validFrom ?? undefined}
            {...form.getInputProps('validUntil')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt={-8}>
          Times are in your time zone ({timeZoneLabel()}).
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label="Total uses"
            placeholder="Unlimited"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxUses')}
          />
          <NumberInput
            label="Uses per fan"
            placeholder="Unlimited"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('maxUsesPerUser')}
          />
        </SimpleGrid>
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
