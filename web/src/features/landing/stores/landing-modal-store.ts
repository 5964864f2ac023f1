import { create } from 'zustand';

interface LandingModalState {
  opened: boolean;
  open: () => void;
  close: () => void;
}

/** Whether the landing modal is open; the header's button and its phone menu item both open it. */
export const useLandingModalStore = create<LandingModalState>()((set) => ({
  opened: false,
  open: () => set({ opened: true }),
  close: () => set({ opened: false }),
}));

export const LANDING_MODAL_LABEL = 'What is Lobby?';

/** The phone menu's item that opens the landing modal. */
export const landingModalMenuAction = {
  label: LANDING_MODAL_LABEL,
  onClick: () => useLandingModalStore.getState().open(),
};
