import { routes, type SignupRequest } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const signup = (input: SignupRequest) => call(routes.registration.signup, { body: input });

export const useSignup = () => useMutation({ mutationFn: signup });
