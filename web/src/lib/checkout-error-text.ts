import { ErrorText } from '@lobby/contracts';
import { errorText } from './query-client';

const START_FAILED_TEXT = 'We could not start the payment. Please try again in a moment.';
const PAYMENT_FAILED_TEXT = 'The payment could not be processed. Please try again in a moment.';

/** The server's reason, or `failedText` for the bare word checkouts fail with (spec §8 gives no better one). */
const withCheckoutFailed = (error: Error, failedText: string) =>
  error.message === ErrorText.checkoutFailed ? failedText : errorText(error);

/** The toast when a checkout could not be opened: booking a gig or joining the VIP queue. */
export const checkoutStartErrorText = (error: Error) => withCheckoutFailed(error, START_FAILED_TEXT);

/** The toast when a payment on an open checkout failed. */
export const paymentErrorText = (error: Error) => withCheckoutFailed(error, PAYMENT_FAILED_TEXT);
