/** Visitors have no socket (spec: poll every 5 s instead); signed-in pages get pushes and poll only as a backstop. */
export const VISITOR_POLL_MS = 5_000;
export const SIGNED_IN_BACKSTOP_POLL_MS = 30_000;

export const livePollInterval = (signedIn: boolean) =>
  signedIn ? SIGNED_IN_BACKSTOP_POLL_MS : VISITOR_POLL_MS;
