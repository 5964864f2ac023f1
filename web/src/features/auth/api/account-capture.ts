import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { useAuthStore } from '../../../stores/auth-store';

/** Asks for the email address a social sign-in did not provide. */
export const saveEmail = (input: { userId: string; email: string }) =>
  call(routes.profile.saveEmail, { params: { id: input.userId }, body: { email: input.email } });

/** The signed-in copy of the user gains the email at once. */
export const useSaveEmail = () =>
  useMutation({
    mutationFn: saveEmail,
    onSuccess: ({ user }) => {
      const auth = useAuthStore.getState();
      if (auth.accessToken) auth.setUser(user);
    },
  });

/** Saves the billing country (ISO 3166 alpha-2) and signs the user in with the returned session. */
export const saveCountry = (input: { userId: string; billingCountry: string }) =>
  call(routes.profile.saveCountry, {
    params: { id: input.userId },
    body: { billing_country: input.billingCountry },
  });

export const useSaveCountry = () => useMutation({ mutationFn: saveCountry, onSuccess: startSession });
