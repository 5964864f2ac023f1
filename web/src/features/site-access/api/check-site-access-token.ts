import { api } from '../../../lib/api-client';

/** A token stops being valid when staff change or remove the password. */
export const checkSiteAccessToken = (token: string, signal?: AbortSignal) =>
  api.post<{ valid: boolean }>('/api/website-access/check', { token }, { signal, anonymous: true });
