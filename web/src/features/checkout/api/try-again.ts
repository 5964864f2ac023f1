import { BookingText, routes, type CheckoutSessionDto } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';
import type { AbandonedHold } from './cancel-checkout';
import { gigSlotsKey } from '../../../lib/keys';

/** Booking's answers when the order stopped awaiting payment since the page read it (its hold ran out). */
const NO_LONGER_HELD: readonly string[] = [BookingText.orderExpired, BookingText.orderNotPayable];

const noLongerHeld = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && NO_LONGER_HELD.includes(error.message);

/**
 * 'Try again' with the choices of the checkout that was not completed (`session`: its provider and promo code).
 * An order still awaiting payment is paid again; one whose seats went back is booked again (the same slot,
 * players and gamer tags) and paid in one request; a VIP place is held again and its checkout opened. Nothing is
 * held when booking again fails: the server gives the hold back before answering.
 */
async function tryAgain({ hold, session }: { hold: AbandonedHold; session: CheckoutSessionDto }) {
  const { provider } = session;
  const promoCode = session.promoCode ?? undefined;
  if (hold.kind === 'order') {
    const { order } = hold;
    if (hold.held) {
      try {
        return await call(routes.checkout.payHeldOrder, { params: { id: order._id } });
      } catch (error) {
        if (!noLongerHeld(error)) throw error;
      }
    }
    return call(routes.checkout.createCheckoutSession, {
      body: {
        slotId: order.slot_id ?? '',
        numberOfPlayers: order.numberOfPlayers,
        gamerTags: order.gamerTags.map((tag) => tag.gamerTag),
        provider,
        promoCode,
      },
    });
  }
  if (hold.kind === 'vip') {
    const { _live_session_id: liveSessionId, gamerTag } = hold.place;
    const place = await call(routes.queues.joinVip, {
      body: { liveSessionId, gamerTag: gamerTag ?? undefined },
    });
    return call(routes.liveCheckout.createLiveCheckoutSession, {
      body: { entryId: place._id, provider, promoCode },
    });
  }
  throw new Error('Nothing to book again');
}

export function useTryAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: tryAgain,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gigSlotsKey }),
  });
}
