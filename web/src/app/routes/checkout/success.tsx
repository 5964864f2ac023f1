import { useSearchParams } from 'react-router-dom';
import { BookingConfirmation } from '../../../features/checkout/components/booking-confirmation';
import { usePageTitle } from '../../../lib/use-page-title';
import NotFoundPage from '../not-found';

/** /checkout/success?session_id=…: where every provider returns after a payment. */
export default function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  usePageTitle('Booking');
  if (!sessionId) return <NotFoundPage />;
  return <BookingConfirmation key={sessionId} sessionId={sessionId} />;
}
