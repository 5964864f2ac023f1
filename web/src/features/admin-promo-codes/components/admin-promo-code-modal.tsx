import {
  Currencies,
  PROMO_CODE_MAX_LENGTH,
  type Currency,
  type PromoCodeDto,
  type PromoCodeInput,
} from '@lobby/contracts';
import {
  Alert,
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { FormModal } from '../../../components/form-modal';
import { PromoCodeForm } from '../../../components/promo-codes/promo-code-form';
import {
  editedPromoCodeInput,
  promoCodeFormFromDto,
  toPromoCodeInput,
  validatePromoCodeForm,
} from '../../../components/promo-codes/promo-code-values';
import { ApiError, isNotFoundError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { findStar, useCreateAdminPromoCode, useUpdateAdminPromoCode } from '../api/promo-codes';

interface Values {
  code: string;
  star: string;
  discountType: 'percent' | 'fixed';
  percentOff: number | string;
  amountOff: number | string;
  currency: Currency;
  maxUses: number | string;
  maxUsesPerUser: number | string;
}

/** A new code: for one star (their username), or left empty for the platform (any gig of any star). */
export function AdminPromoCodeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <FormModal opened={opened} onClose={onClose} title="New promo code">
      <CreateForm onDone={onClose} />
    </FormModal>
  );
}

/** Any code's rules to change (its owner stays): the same form and checks as a streamer's codes. */
export function AdminEditPromoCodeModal({
  code,
  onClose,
}: {
  code: PromoCodeDto | null;
  onClose: () => void;
}) {
  return (
    <FormModal opened={code !== null} onClose={onClose} title="Edit promo code">
      {code && <EditForm code={code} onDone={onClose} />}
    </FormModal>
  );
}

function EditForm({ code, onDone }: { code: PromoCodeDto; onDone: () => void }) {
  const update = useUpdateAdminPromoCode();
  const submit = (input: PromoCodeInput) =>
    update.mutate(
      { id: code._id, input: editedPromoCodeInput(input, code) },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDone();
        },
      },
    );
  return (
    <PromoCodeForm
      label="Edit promo code"
      initialValues={promoCodeFormFromDto(code, 'USD')}
      submitLabel="Save changes"
      pending={update.isPending}
      error={update.error}
      onSubmit={submit}
      onCancel={onDone}
    />
  );
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const create = useCreateAdminPromoCode();
  const form = useForm<Values>({
    initialValues: {
      code: '',
      star: '',
      discountType: 'percent',
      percentOff: 10,
      amountOff: '',
      currency: 'USD',
      maxUses: '',
      maxUsesPerUser: '',
    },
    // The streamers' form's checks (payments' PromoCodeBody and its texts), on the fields this form has.
    validate: validatePromoCodeForm,
  });
  const percent = form.values.discountType === 'percent';

  const submit = form.onSubmit(async (values) => {
    let streamerId: string | null = null;
    const username = values.star.trim().replace(/^@/, '');
    if (username) {
      try {
        streamerId = (await findStar(username))._id;
      } catch (error) {
        form.setFieldError(
          'star',
          isNotFoundError(error) ? 'No star has this username' : 'Error finding the star',
        );
        return;
      }
    }
    create.mutate(
      { ...toPromoCodeInput({ ...values, validFrom: null, validUntil: null }), streamerId },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onDone();
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New promo code">
      <Stack gap="md">
        {create.error instanceof ApiError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
            {create.error.fromServer ? create.error.message : 'Error creating promo code'}
          </Alert>
        )}
        <TextInput
          label="Code"
          placeholder="WELCOME10"
          maxLength={PROMO_CODE_MAX_LENGTH}
          data-autofocus
          {...form.getInputProps('code')}
        />
        <TextInput
          label="Star (optional)"
          description="A star's username; empty makes a platform code that works on every star's gigs"
          placeholder="Platform-wide"
          {...form.getInputProps('star')}
        />
        <SegmentedControl
          aria-label="Discount"
          data={[
            { value: 'percent', label: 'Percent off' },
            { value: 'fixed', label: 'Fixed amount' },
          ]}
          {...form.getInputProps('discountType')}
        />
        {percent ? (
          <NumberInput
            label="Percent off"
            suffix="%"
            min={1}
            max={100}
            clampBehavior="none"
            allowDecimal={false}
            {...form.getInputProps('percentOff')}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput
              label="Amount off"
              min={0.01}
              decimalScale={2}
              allowNegative={false}
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
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Total uses"
            placeholder="Unlimited"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('maxUses')}
          />
          <NumberInput
            label="Uses per fan"
            placeholder="Unlimited"
            min={1}
            allowDecimal={false}
            {...form.getInputProps('maxUsesPerUser')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
