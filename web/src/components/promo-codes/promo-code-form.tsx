import '@mantine/dates/styles.css';
import { Currencies, PROMO_CODE_MAX_LENGTH, type PromoCodeInput } from '@lobby/contracts';
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
import { useId } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ApiError } from '../../lib/api-client';
import { timeZoneLabel } from '../../lib/viewer-time';
import { toPromoCodeInput, validatePromoCodeForm, type PromoCodeFormValues } from './promo-code-values';

interface PromoCodeFormProps {
  /** The form's accessible name ('New promo code', 'Edit promo code'). */
  label: string;
  /** Empty for a new code, the code's own rules when editing it. */
  initialValues: PromoCodeFormValues;
  submitLabel: string;
  /** The mutation's state: its refusal is shown above the fields when the server gave a reason. */
  pending: boolean;
  error: unknown;
  onSubmit: (input: PromoCodeInput) => void;
  onCancel: () => void;
}

/**
 * A promo code's rules (the code, a percent or fixed discount, an optional window and use limits), checked as
 * payments checks them. One form for creating and editing, for streamers and staff.
 */
export function PromoCodeForm({
  label,
  initialValues,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: PromoCodeFormProps) {
  const form = useForm<PromoCodeFormValues>({ initialValues, validate: validatePromoCodeForm });
  const discountLabelId = useId();
  const percent = form.values.discountType === 'percent';

  return (
    <form
      onSubmit={form.onSubmit((values) => onSubmit(toPromoCodeInput(values)))}
      noValidate
      aria-label={label}
    >
      <Stack gap="md">
        {error instanceof ApiError && error.fromServer && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {error.message}
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
          <Text size="sm" fw={500} id={discountLabelId}>
            Discount
          </Text>
          <SegmentedControl
            aria-labelledby={discountLabelId}
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
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
