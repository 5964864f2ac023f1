import { useLiveStateUpdates } from '../../hooks/use-acting-live-state';

/** Keeps a signed-in user's live state fresh from the server's pushes (see useLiveStateUpdates). */
export function LiveStateUpdates(): null {
  useLiveStateUpdates();
  return null;
}
