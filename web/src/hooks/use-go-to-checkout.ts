import type { CheckoutSessionDto } from '@lobby/contracts';
import { useNavigate } from 'react-router-dom';
import { checkoutDestination } from '../lib/checkout-destination';

/** Opens a checkout: our own pages by path, a provider's site by address (gig booking and VIP queue alike). */
export function useGoToCheckout() {
  const navigate = useNavigate();
  return (session: CheckoutSessionDto) => {
    const destination = checkoutDestination(session, window.location.origin);
    if ('externalUrl' in destination) window.location.assign(destination.externalUrl);
    else navigate(destination.path);
  };
}
