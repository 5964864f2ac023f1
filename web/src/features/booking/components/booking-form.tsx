import type { GigDto, SlotDto } from '@lobby/contracts';
import { Button, Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { ListEmpty } from '../../../components/catalog/list-status';
import { checkoutStartErrorText } from '../../../lib/checkout-error-text';
import { notify } from '../../../lib/notify';
import { useSendToSignIn } from '../../../lib/sign-in-path';
import { useCurrentUserFromStore } from '../../../stores/auth-store';
import { trackIntent } from '../../../lib/track-click';
import { useBookAndPay } from '../api/book-and-pay';
import { usePaymentGateways } from '../../../lib/payment-gateways';
import { usePromoVerification } from '../api/verify-promo-code';
import { useBookingForm } from '../hooks/use-booking-form';
import { useGoToCheckout } from '../../../hooks/use-go-to-checkout';
import { priceSummary, slotUnitPrice } from '../utils/price-summary';
import { bookableDays, maxPlayersFor, upcomingSlotsByDay } from '../utils/slot-days';
import { DaySlots } from './day-slots';
import { CancellationPolicyNote } from '../../../components/checkout/cancellation-policy-note';
import { PaymentMethodField } from '../../../components/checkout/payment-method-field';
import { PlayersFields } from './players-fields';
import { PriceBreakdown } from './price-breakdown';
import { PromoCodeField } from './promo-code-field';
import { SlotCalendar } from './slot-calendar';

interface BookingFormProps {
  gig: GigDto;
  slots: SlotDto[];
}

/** Pick a day and a time, say who plays, apply a code, choose how to pay, then hold the seats and pay. */
export function BookingForm({ gig, slots }: BookingFormProps) {
  const user = useCurrentUserFromStore();
  const sendToSignIn = useSendToSignIn();
  const goToCheckout = useGoToCheckout();
  const [now] = useState(() => new Date());
  const byDay = useMemo(() => upcomingSlotsByDay(slots, now), [slots, now]);
  const days = useMemo(() => bookableDays(byDay, now), [byDay, now]);
  const [day, setDay] = useState<string | null>(days[0] ?? null);

  const ownGamerTags = user?.gamerTags.map((tag) => tag.gamerTag) ?? [];
  const { form, setPlayers, selectSlot } = useBookingForm(ownGamerTags[0]);
  const values = form.getValues();
  const slot = slots.find((candidate) => candidate._id === values.slotId) ?? null;

  const [appliedCode, setAppliedCode] = useState<string | null>(null);
  const promo = usePromoVerification({
    code: user ? appliedCode : null,
    gigId: gig._id,
    numberOfPlayers: values.numberOfPlayers,
  });
  const promoInForce = appliedCode !== null && appliedCode === values.promoCode.trim();
  const verifiedPromo = promoInForce && !promo.isError ? (promo.data ?? null) : null;

  const gateways = usePaymentGateways();
  const provider = values.provider ?? gateways.data?.[0]?.name ?? null;
  const bookAndPay = useBookAndPay();

  if (days.length === 0)
    return (
      <ListEmpty
        title="No open slots right now"
        description={`${gig._influencer_id.fullName} has no bookable times for this gig yet. Add it to your favorites to find it again.`}
        icon={<IconCalendarOff size={28} />}
      />
    );

  const submit = form.onSubmit((submitted) => {
    if (!submitted.slotId || !provider) return;
    bookAndPay.mutate(
      {
        slotId: submitted.slotId,
        numberOfPlayers: submitted.numberOfPlayers,
        gamerTags: submitted.gamerTags.map((tag) => tag.trim()),
        provider,
        promoCode: verifiedPromo ? verifiedPromo.code : undefined,
      },
      { onSuccess: goToCheckout, onError: (error) => notify.error(checkoutStartErrorText(error)) },
    );
  });

  const applyPromo = () => {
    const code = values.promoCode.trim();
    if (code === appliedCode) promo.refetch();
    else setAppliedCode(code);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <SlotCalendar
            bookableDays={days}
            value={day}
            onChange={(picked) => {
              setDay(picked);
              if (slot && !byDay.get(picked)?.includes(slot)) selectSlot(null);
            }}
          />
          {day && (
            <DaySlots
              day={day}
              slots={byDay.get(day) ?? []}
              selectedSlotId={values.slotId}
              onSelect={(picked) => {
                selectSlot(picked);
                if (picked) trackIntent('book', gig._id, gig._influencer_id._id);
              }}
              now={now}
            />
          )}
        </SimpleGrid>

        {slot ? (
          <>
            <Divider />
            <PlayersFields
              form={form}
              maxPlayers={maxPlayersFor(slot)}
              onPlayersChange={setPlayers}
              ownGamerTags={ownGamerTags}
            />
            <PromoCodeField
              value={values.promoCode}
              onChange={(code) => form.setFieldValue('promoCode', code)}
              appliedCode={appliedCode}
              onApply={applyPromo}
              verification={promo}
              disabled={!user}
            />
            <PaymentMethodField value={provider} onChange={(name) => form.setFieldValue('provider', name)} />
            <PriceBreakdown
              summary={priceSummary(slotUnitPrice(slot, gig), values.numberOfPlayers, verifiedPromo)}
            />
            <CancellationPolicyNote policy={gig.cancellationPolicy} />
            {user ? (
              <Button
                type="submit"
                size="md"
                radius="xl"
                fullWidth
                loading={bookAndPay.isPending || bookAndPay.isSuccess}
                disabled={!provider || (promoInForce && promo.isFetching)}
              >
                Book and pay
              </Button>
            ) : (
              <Stack gap={6}>
                <Button size="md" radius="xl" fullWidth onClick={sendToSignIn}>
                  Book and pay
                </Button>
                <Text size="xs" c="dimmed" ta="center">
                  You will be asked to log in first.
                </Text>
              </Stack>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Pick a highlighted day, then a time, to continue.
          </Text>
        )}
      </Stack>
    </form>
  );
}
