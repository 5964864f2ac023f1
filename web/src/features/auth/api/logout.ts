import { routes, SuccessText } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { leaveNotificationSession } from '../../../lib/realtime';
import { endSession } from '../../../lib/session';

/** Leaves the user's notification rooms first (the socket closes when the session ends), then signs out. */
export async function logout() {
  await leaveNotificationSession();
  return call(routes.session.logout);
}

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
