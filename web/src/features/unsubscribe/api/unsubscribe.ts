import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** `signature` comes from the link in a marketing email; it proves the link was ours. */
export const unsubscribe = (input: { email: string; signature: string }) =>
  call(routes.account.unsubscribe, { body: input, anonymous: true });

/** The page shows the outcome itself, so no toast. */
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe, meta: { silent: true } });
