import { SuccessText } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { endSession } from '../../../lib/session';

export const logout = () => api.get<{ message: string }>('/api/logout');

/** Ends the session locally even when the server call fails: the user asked to leave. */
export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    meta: { silent: true },
    onSettled: () => {
      endSession();
      notify.success(SuccessText.loggedOut);
    },
  });
