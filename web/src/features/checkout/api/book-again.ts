import { routes, type PaymentGatewayName } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import type { AbandonedHold } from './cancel-checkout';

/**
 * 'Try again' after a cancelled checkout: the same seats (slot, players, gamer tags) booked and paid in one
 * request, or the same VIP place held again and its checkout opened, with the same provider. Nothing is held
 * when it fails: the server gives the hold back before answering.
 */
async function bookAgain({ hold, provider }: { hold: AbandonedHold; provider: PaymentGatewayName }) {
  if (hold.kind === 'order') {
    const { slot_id, numberOfPlayers, gamerTags } = hold.order;
    return call(routes.checkout.createCheckoutSession, {
      body: {
        slotId: slot_id ?? '',
        numberOfPlayers,
        gamerTags: gamerTags.map((tag) => tag.gamerTag),
        provider,
      },
    });
  }
  if (hold.kind === 'vip') {
    const { _live_session_id: liveSessionId, gamerTag } = hold.place;
    const place = await call(routes.queues.joinVip, {
      body: { liveSessionId, gamerTag: gamerTag ?? undefined },
    });
    return call(routes.liveCheckout.createLiveCheckoutSession, { body: { entryId: place._id, provider } });
  }
  throw new Error('Nothing to book again');
}

export function useBookAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bookAgain,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['gig-slots'] }),
  });
}
