/** The streamer dashboard's reads: all start with `star(id)`. */
export const streamerDashboardKeys = {
  star: (starId: string) => ['streamer-dashboard', starId] as const,
  analytics: (starId: string, timeZone: string, days: number | string) =>
    ['streamer-dashboard', starId, 'analytics', timeZone, days] as const,
  topGigs: (starId: string) => ['streamer-dashboard', starId, 'top-gigs'] as const,
  topFans: (starId: string) => ['streamer-dashboard', starId, 'top-fans'] as const,
  enoughData: (starId: string) => ['streamer-dashboard', starId, 'enough-data'] as const,
  earnings: (starId: string, timeZone: string) =>
    ['streamer-dashboard', starId, 'earnings', timeZone] as const,
  earningsByDay: (starId: string, timeZone: string, days: number | string) =>
    ['streamer-dashboard', starId, 'earnings-by-day', timeZone, days] as const,
  liveSessionHistory: (starId: string, runningSessionId: string | null) =>
    ['streamer-dashboard', starId, 'live-session-history', runningSessionId] as const,
  upcomingSlots: (starId: string) => ['streamer-dashboard', starId, 'upcoming-slots'] as const,
  queueCounts: (starId: string) => ['streamer-dashboard', starId, 'queue-counts'] as const,
  tutorialLink: (starId: string) => ['streamer-dashboard', starId, 'tutorial-link'] as const,
};
