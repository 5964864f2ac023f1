import { routes } from '@lobby/contracts';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * Redeems the code: answered like a login, for the streamer who asked for it. Sent without any stored token,
 * so a wrong code is only ever this page's error.
 */
export const verifyObsCode = (code: string) =>
  call(routes.moderator.verifyObsCode, { body: { code }, anonymous: true });

/** Silent: the page shows the error under the code. */
export const useVerifyObsCode = () => useMutation({ mutationFn: verifyObsCode, meta: { silent: true } });
