import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useSiteAccessStore } from '../../../stores/site-access-store';
import { siteGateQueryOptions } from './get-site-gate';

export const validateSitePassword = (password: string) =>
  call(routes.siteAccess.validate, { body: { password }, anonymous: true });

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
