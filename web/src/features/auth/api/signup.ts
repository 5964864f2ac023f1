import { routes, type SignupRequest } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { track } from '../../../lib/marketing/tracker';

export const signup = (input: SignupRequest) => call(routes.registration.signup, { body: input });

export const useSignup = () =>
  useMutation({ mutationFn: signup, onSuccess: () => track('sign_up', { method: 'email' }) });
