import { useSearchParams } from 'react-router-dom';
import { PaymentNotCompleted } from '../../../features/checkout/components/payment-not-completed';
import { usePageTitle } from '../../../lib/use-page-title';

/** /checkout/cancel?session_id=…: where a provider returns when the payment was cancelled or failed. */
export default function CheckoutCancelPage() {
  const [params] = useSearchParams();
  usePageTitle('Payment not completed');
  return <PaymentNotCompleted sessionId={params.get('session_id')} />;
}
