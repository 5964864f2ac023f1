import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { track } from '../../../lib/marketing/tracker';
import { startSession } from '../../../lib/session';

/** `email` holds an email address or a username. */
export interface LoginInput {
  email: string;
  password: string;
}

export const login = (input: LoginInput) => call(routes.session.login, { body: input });

export const useLogin = () =>
  useMutation({
    mutationFn: login,
    onSuccess: (session) => {
      startSession(session);
      track('login', { method: 'password' });
    },
  });
