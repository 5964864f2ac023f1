import { formatMoney, PaymentsText, type QueueEntryDto } from '@lobby/contracts';
import { Button } from '@mantine/core';
import { IconCircleCheck, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CheckoutCard, CheckoutStatusIcon } from '../../../components/checkout/checkout-card';
import { HoldConfirmation } from '../../../components/checkout/hold-confirmation';
import { notify } from '../../../lib/notify';
import { useVipPaymentConfirmation } from '../api/confirm-vip-payment';
import { liveStarPath } from '../utils/live-paths';
import { ordinal } from '../utils/queue-labels';

/** Statuses of a paid place still in the session's queue. */
const IN_QUEUE: QueueEntryDto['status'][] = ['waiting', 'playing_next', 'in_game'];

const isInQueue = (place: QueueEntryDto | undefined): place is QueueEntryDto =>
  !!place && IN_QUEUE.includes(place.status);

function PlaceNotKept({ place }: { place: QueueEntryDto }) {
  const paid = place.amountPaid !== null && place.currency !== null;
  return (
    <CheckoutCard
      title="Your VIP place could not be kept"
      icon={<CheckoutStatusIcon color="red" icon={IconX} />}
      subtitle={
        place.status === 'refunded'
          ? `${PaymentsText.paymentRefunded}${paid ? ` (${formatMoney({ amount: place.amountPaid!, currency: place.currency! })})` : ''}`
          : 'The live session moved on before the payment landed, so this place was released.'
      }
    >
      <Button component={Link} to={liveStarPath(place.influencerUsername)} fullWidth>
        Back to the live page
      </Button>
    </CheckoutCard>
  );
}

/**
 * After paying for a VIP place: confirms the payment (POST live-payment-success), waits for the place to be
 * paid, then sends the fan back to the star's live page, where their place and lobby code show.
 */
export function VipPaymentConfirmation({ sessionId }: { sessionId: string }) {
  const navigate = useNavigate();
  const confirmation = useVipPaymentConfirmation(sessionId);
  const place = confirmation.hold.data;

  useEffect(() => {
    if (!isInQueue(place)) return;
    notify.success(
      place.position
        ? `You're in the VIP queue: ${ordinal(place.position)} in line`
        : "You're in the VIP queue",
    );
    navigate(liveStarPath(place.influencerUsername), { replace: true });
  }, [place, navigate]);

  return (
    <HoldConfirmation
      confirmation={confirmation}
      errorTitle="We could not confirm this payment"
      delayedNote="Your VIP place shows on the live page as soon as the payment is confirmed."
      delayedActions={(held) =>
        held && (
          <Button component={Link} to={liveStarPath(held.influencerUsername)} variant="subtle" fullWidth>
            Back to the live page
          </Button>
        )
      }
      settled={(settledPlace) =>
        isInQueue(settledPlace) ? (
          <CheckoutCard
            title="You're in the VIP queue"
            icon={<CheckoutStatusIcon color="teal" icon={IconCircleCheck} />}
            subtitle="Taking you back to the live page…"
          />
        ) : (
          <PlaceNotKept place={settledPlace} />
        )
      }
    />
  );
}
