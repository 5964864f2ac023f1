import { routes, ErrorText } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Sends a code to the new address; the old one keeps working until the code is entered. */
export const changeEmail = (input: { userId: string; email: string }) =>
  call(routes.emailChange.change, { params: { id: input.userId }, body: { email: input.email } });

export const useChangeEmail = () =>
  useMutation({ mutationFn: changeEmail, meta: { errorFallback: ErrorText.errorChangingEmail } });
