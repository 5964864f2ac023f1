/**
 * A visitor's socket hears only a star going live or ending, so their page polls the queue every 5 s; signed-in
 * pages get the queue's pushes too and poll only as a backstop.
 */
export const VISITOR_POLL_MS = 5_000;
export const SIGNED_IN_BACKSTOP_POLL_MS = 30_000;

export const livePollInterval = (signedIn: boolean) =>
  signedIn ? SIGNED_IN_BACKSTOP_POLL_MS : VISITOR_POLL_MS;
