import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSiteAccessStore } from '../../../stores/site-access-store';
import { siteGateQueryOptions } from './get-site-gate';

export const validateSitePassword = (password: string) =>
  api.post<{ token: string }>('/api/website-access/validate', { password }, { anonymous: true });

/** A correct password yields a token this browser keeps; the gate opens without asking the server again. */
export function useValidateSitePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validateSitePassword,
    meta: { silent: true },
    onSuccess: ({ token }) => {
      queryClient.setQueryData(siteGateQueryOptions(token).queryKey, 'open');
      useSiteAccessStore.getState().setToken(token);
    },
  });
}
