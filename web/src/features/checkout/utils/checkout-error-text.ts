// The checkout pages' name for the shared payment failure text (lib/checkout-error-text).
export { paymentErrorText as checkoutErrorText } from '../../../lib/checkout-error-text';
