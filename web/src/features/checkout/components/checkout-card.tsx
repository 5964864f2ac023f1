// The checkout pages import the card from here; it lives in components/checkout, shared with the VIP queue's.
export { CheckoutCard } from '../../../components/checkout/checkout-card';
