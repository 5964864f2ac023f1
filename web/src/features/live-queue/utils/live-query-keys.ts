/**
 * Query keys of live sessions and their queues. Everything about one session's queue starts with
 * `liveQueueKey(id)`, so one `liveQueueUpdated` push refreshes the board, the public queue, the fan's place and
 * their lobby code together.
 */
export const allLiveQueuesKey = ['live-queue'] as const;

export const liveQueueKey = (liveSessionId: string) => [...allLiveQueuesKey, liveSessionId] as const;

/** Live sessions themselves (by username, a streamer's running one, a streamer's list). */
export const liveSessionsKey = ['live-session'] as const;

/** The fan's own list of queues joined (profile). */
export const queuesJoinedKey = ['live-queues-joined'] as const;
