import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { walletTopUpReturnPath } from '@lobby/contracts';
import { Navigate, useSearchParams } from 'react-router-dom';
import { sandboxSessionQueryOptions } from '../../../features/checkout/api/get-sandbox-session';
import { BookingConfirmation } from '../../../features/checkout/components/booking-confirmation';
import { VipPaymentConfirmation } from '../../../features/live-queue/components/vip-payment-confirmation';
import { usePageTitle } from '../../../lib/use-page-title';
import NotFoundPage from '../not-found';
import { loadingRegion } from '../../../lib/loading-region';

/**
 * /checkout/success?session_id=…: where every provider returns after a payment. A VIP place goes back to its
 * live page; a gig order shows its booking. When the session can't be read the booking's own page explains.
 */
export default function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  // The buyer's checkout session, whichever provider took it (the sandbox page reads it the same way).
  const session = useQuery({ ...sandboxSessionQueryOptions(sessionId ?? ''), enabled: !!sessionId });
  const kind = session.data?.kind ?? 'order';
  usePageTitle(kind === 'vip' ? 'VIP queue' : 'Booking');
  if (!sessionId) return <NotFoundPage />;
  if (session.isPending)
    return (
      <Center py={80}>
        <Loader {...loadingRegion('Loading your checkout')} />
      </Center>
    );
  if (kind === 'top_up') return <Navigate to={walletTopUpReturnPath(sessionId)} replace />;
  if (kind === 'vip') return <VipPaymentConfirmation key={sessionId} sessionId={sessionId} />;
  return <BookingConfirmation key={sessionId} sessionId={sessionId} />;
}
