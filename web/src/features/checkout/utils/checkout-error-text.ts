import { ErrorText } from '@lobby/contracts';
import { errorText } from '../../../lib/query-client';

const PAYMENT_FAILED_TEXT = 'The payment could not be processed. Please try again in a moment.';

/** The server's reason, but not the bare word checkout failures answer with (spec §8). */
export const checkoutErrorText = (error: Error) =>
  error.message === ErrorText.checkoutFailed ? PAYMENT_FAILED_TEXT : errorText(error);
