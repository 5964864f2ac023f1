/**
 * Query keys of live sessions and their queues. Everything about one session's queue starts with
 * `liveQueueKeys.queue(id)`, so one `liveQueueUpdated` push refreshes the board, the public queue, the fan's
 * place and their lobby code together.
 */
export const liveQueueKeys = {
  all: ['live-queue'] as const,
  queue: (liveSessionId: string) => ['live-queue', liveSessionId] as const,
  board: (liveSessionId: string, starId: string | null) =>
    ['live-queue', liveSessionId, 'board', starId] as const,
  public: (liveSessionId: string) => ['live-queue', liveSessionId, 'public'] as const,
  myPlace: (liveSessionId: string, userId: string) =>
    ['live-queue', liveSessionId, 'mine', userId, 'place'] as const,
  myLobbyCode: (liveSessionId: string, userId: string) =>
    ['live-queue', liveSessionId, 'mine', userId, 'lobby-code'] as const,
  vipPayment: (sessionId: string) => ['vip-payment-success', sessionId] as const,
};

/** The fan's own list of queues joined (profile). */
export const queuesJoinedKeys = {
  all: ['live-queues-joined'] as const,
  page: (userId: string, page: number) => ['live-queues-joined', userId, page] as const,
};
