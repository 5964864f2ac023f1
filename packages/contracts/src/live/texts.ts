import type { Currency } from '../currency';

/** Spec §5 and §8 live texts, and the ones it leaves unnamed. */
export const LiveText = {
  titleTooLong: 'Title should not exceed 70 characters',
  requirementsIncomplete: 'Please fill all the requirements',
  invalidStreamLink: 'Invalid link. Use YouTube or Twitch streaming link.',
  noGameSelected: 'No game selected',
  descriptionDisallowedTags: 'Description contains disallowed HTML tags like <iframe> or <script>.',
  startFailed: 'Something went wrong! Please try again later.',
  endFailed: 'Error in ending live session',
  usersStillPlaying:
    'There are still users in playing next or in game , you will be redirected to home page when you finish playing with them',
  invalidPrice: 'Please enter a price with up to two decimals',
  alreadyLive: 'You already have a live session running',
  sessionNotFound: 'Live session not found',
  sessionEnded: 'This live session has ended',
  notYourSession: 'You can only manage your own live sessions',
  gameModeMismatch: 'Please choose a mode of the selected game',
  platformMismatch: 'Please choose a platform the game is available on',
  videoDetailsFailed: 'Could not read the stream details. Please try again later.',
  obsCodeInvalid: 'This code is invalid or has expired',
  liveSessionStarted: 'You are Playing live now!',
  liveSessionUpdated: 'Live session updated',
  streamLinkSaved: 'Stream link saved',
  streamLinkRemoved: 'Stream link removed',
  liveSessionEnded: 'Live session ended',
} as const;

/** 'Price should be at least ₹100' or '$ 5': the minimum itself is accepted (spec §5 says 'greater than', issue 32). */
export function priceBelowMinimumText(currency: Currency, minimumMajor: number): string {
  return currency === 'INR'
    ? `Price should be at least ₹${minimumMajor}`
    : `Price should be at least $ ${minimumMajor}`;
}
