import { AuthText } from '@lobby/contracts';

/** The gateway's refusals as `toMatchObject` expects them: a status and the error text. */
export const signInRequired = { status: 401, body: { error: AuthText.signInRequired } };
export const forbidden = { status: 403, body: { error: AuthText.forbidden } };
export const invalid = (error: string) => ({ status: 400, body: { error } });
export const notFound = (error: string) => ({ status: 404, body: { error } });
export const conflict = (error: string) => ({ status: 409, body: { error } });
