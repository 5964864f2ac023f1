import { useParams } from 'react-router-dom';
import { SandboxCheckout } from '../../../features/checkout/components/sandbox-checkout';
import { usePageTitle } from '../../../lib/use-page-title';

/** /checkout/sandbox/{sessionId}: the sandbox provider's hosted payment page. */
export default function SandboxCheckoutPage() {
  const { sessionId = '' } = useParams();
  usePageTitle('Sandbox checkout');
  return <SandboxCheckout key={sessionId} sessionId={sessionId} />;
}
