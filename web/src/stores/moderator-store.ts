import { create } from 'zustand';
import { persist } from 'zustand/middleware';

interface ModeratorState {
  /** True while a moderator acts for a streamer rather than as a fan (spec §4 "Moderator mode"). */
  moderatorMode: boolean;
  lastManagedStreamerId: string | null;
  enterModeratorMode: (streamerId: string) => void;
  leaveModeratorMode: () => void;
  reset: () => void;
}

const initial = { moderatorMode: false, lastManagedStreamerId: null };

/** Kept in this browser only and reset on every login and logout. */
export const useModeratorStore = create<ModeratorState>()(
  persist(
    (set) => ({
      ...initial,
      enterModeratorMode: (streamerId) => set({ moderatorMode: true, lastManagedStreamerId: streamerId }),
      leaveModeratorMode: () => set({ moderatorMode: false }),
      reset: () => set(initial),
    }),
    { name: 'lobby-moderator' },
  ),
);
