import { routes, type PaymentGatewayName } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../../lib/api-client';
import { checkoutStartErrorText } from '../../../lib/checkout-error-text';
import { useGoToCheckout } from '../../../hooks/use-go-to-checkout';
import { useResetOnPageRestore } from '../../../hooks/use-reset-on-page-restore';
import { notify } from '../../../lib/notify';
import { liveQueueKeys, queuesJoinedKeys } from '../keys';
import { legalKeys } from '../../../lib/keys';

export interface JoinVipRequest {
  liveSessionId: string;
  gamerTag?: string;
  provider: PaymentGatewayName;
  promoCode?: string;
  /** A VIP place already held for this fan (checkout left unfinished): pay for it instead of holding another. */
  heldEntryId?: string;
  /** The version of the VIP queue terms the fan accepted (recorded when the place is held). */
  acceptedTermsVersion?: number;
}

/**
 * Holds a VIP place at the session's price (join_vip), then opens its checkout (create-live-checkout-session).
 * A place left held by an unfinished checkout is paid for again rather than held twice; an unpaid hold runs
 * out by itself.
 */
async function joinVip({
  liveSessionId,
  gamerTag,
  provider,
  promoCode,
  heldEntryId,
  acceptedTermsVersion,
}: JoinVipRequest) {
  const entryId =
    heldEntryId ??
    (await call(routes.queues.joinVip, { body: { liveSessionId, gamerTag, acceptedTermsVersion } }))._id;
  return call(routes.liveCheckout.createLiveCheckoutSession, { body: { entryId, provider, promoCode } });
}

/**
 * Joins the VIP queue and opens the checkout. The checkout opens from the hook's own callback: holding the place
 * changes what the live page shows (the form gives way to the held place), and callbacks given to `mutate` are
 * dropped once their component has gone. A failure refetches the queue (a place may be held after all). A page
 * restored from the back-forward cache (back from the payment page) starts over, so its button works again.
 */
export function useJoinVip(liveSessionId: string) {
  const queryClient = useQueryClient();
  const goToCheckout = useGoToCheckout();
  const mutation = useMutation({
    mutationFn: joinVip,
    meta: { silent: true },
    onSuccess: goToCheckout,
    onError: (error) => {
      notify.error(checkoutStartErrorText(error));
      void queryClient.invalidateQueries({ queryKey: liveQueueKeys.queue(liveSessionId) });
      // Newer VIP terms (409): load them, so the fan reads and accepts the version in force.
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: legalKeys.one('vipQueueTermsAndConditions') });
    },
  });
  useResetOnPageRestore(mutation.reset);
  return mutation;
}

/** A free place at the end of the regular queue (joining twice answers the same place). */
export function useJoinRegular(liveSessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (gamerTag: string | undefined) =>
      call(routes.queues.joinRegular, { body: { liveSessionId, gamerTag } }),
    onSuccess: ({ message }) => {
      notify.success(message);
      return queryClient.invalidateQueries({ queryKey: queuesJoinedKeys.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueueKeys.queue(liveSessionId) }),
  });
}

/** The fan leaves the regular queue while still waiting. */
export function useLeaveRegular(liveSessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => call(routes.queues.leaveRegular, { body: { id: entryId } }),
    onSuccess: ({ message }) => {
      notify.success(message);
      return queryClient.invalidateQueries({ queryKey: queuesJoinedKeys.all });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: liveQueueKeys.queue(liveSessionId) }),
  });
}
