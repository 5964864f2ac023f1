import { routes } from '@lobby/contracts';
import { call } from '../../../lib/api-client';

/** A token stops being valid when staff change or remove the password. */
export const checkSiteAccessToken = (token: string, signal?: AbortSignal) =>
  call(routes.siteAccess.check, { body: { token }, signal, anonymous: true });
