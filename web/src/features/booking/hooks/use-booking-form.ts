import { gamerTags, players, z, type PaymentGatewayName, type SlotDto } from '@lobby/contracts';
import { schemaResolver, useForm } from '@mantine/form';
import { maxPlayersFor, resizeGamerTags } from '../utils/slot-days';

export interface BookingFormValues {
  slotId: string | null;
  numberOfPlayers: number;
  /** One per player. */
  gamerTags: string[];
  promoCode: string;
  /** Null until the buyer picks one; the first offered method is used then. */
  provider: PaymentGatewayName | null;
}

const CHOOSE_TIME_TEXT = 'Please choose a time';

/** The purchase draft's own rules (contracts' CreateOrderBody fields), so the form says what booking would. */
const bookingFormSchema = z.object({
  slotId: z.string({ error: CHOOSE_TIME_TEXT }),
  numberOfPlayers: players,
  gamerTags,
});

/**
 * The booking form (spec §3 "Purchase draft"): a slot, how many play, one gamer tag each, a promo code and a
 * way to pay. The first gamer tag starts as the buyer's own.
 */
export function useBookingForm(ownGamerTag: string | undefined) {
  const form = useForm<BookingFormValues>({
    mode: 'controlled',
    initialValues: {
      slotId: null,
      numberOfPlayers: 1,
      gamerTags: [ownGamerTag ?? ''],
      promoCode: '',
      provider: null,
    },
    validate: schemaResolver(bookingFormSchema, { sync: true }),
  });

  /** Keeps one gamer-tag field per player. */
  const setPlayers = (players: number) =>
    form.setValues((values) => ({
      numberOfPlayers: players,
      gamerTags: resizeGamerTags(values.gamerTags ?? [], players),
    }));

  /** A new slot may have fewer seats left than players were asked for. */
  const selectSlot = (slot: SlotDto | null) =>
    form.setValues((values) => {
      const asked = values.numberOfPlayers ?? 1;
      const players = slot ? Math.min(asked, maxPlayersFor(slot)) : asked;
      return {
        slotId: slot?._id ?? null,
        numberOfPlayers: players,
        gamerTags: resizeGamerTags(values.gamerTags ?? [], players),
      };
    });

  return { form, setPlayers, selectSlot };
}
