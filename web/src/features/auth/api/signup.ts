import type { PendingVerification, SignupRequest } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const signup = (input: SignupRequest) => api.post<PendingVerification>('/auth/signup', input);

export const useSignup = () => useMutation({ mutationFn: signup });
