import { routes } from '@lobby/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { siteAccessQueryOptions } from './get-site-access';

/** Staff: a new password (every earlier token stops working), or null to open the site to everyone. */
export const setSitePassword = (password: string | null) =>
  call(routes.siteAccess.setPassword, { body: { password } });

export function useSetSitePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSitePassword,
    onSuccess: ({ enabled }) => {
      queryClient.setQueryData(siteAccessQueryOptions().queryKey, { enabled });
      void queryClient.invalidateQueries({ queryKey: siteAccessQueryOptions().queryKey });
    },
  });
}
