import { InputLimits } from '../constants';
import { ProfileLimits } from '../identity/types';

/** Booking texts the spec leaves unnamed. */
export const BookingText = {
  slotFull: 'This slot is full',
  slotNotFound: 'Slot not found',
  slotStarted: 'This slot has already started',
  slotOverlaps: 'This slot overlaps another of your slots',
  slotInPast: 'Slots must start in the future',
  slotEndBeforeStart: 'The end time must be after the start time',
  slotLengthOfMode: (minutes: number) =>
    `A slot of this gig lasts ${minutes} minutes, the length of its game mode`,
  invalidDate: 'Please enter a date as YYYY-MM-DD',
  invalidTime: 'Please enter times as HH:mm',
  invalidTimeZone: 'Please choose a valid time zone',
  invalidSeats: `Seats must be a whole number from 1 to ${InputLimits.slotSeatsMax}`,
  invalidRepeat: `Repeat must be a whole number of weeks from 1 to ${InputLimits.slotRepeatWeeksMax}`,
  invalidGig: 'Please choose a gig',
  monthYearRequired: 'Month and year are required',
  invalidPlayers: 'Please choose a number of players from 1 to the seats of the slot',
  gamerTagsRequired: 'Please enter one gamer tag per player',
  orderNotFound: 'Order not found',
  orderNotHeld: 'Only an order awaiting payment can be cancelled',
  orderExpired: 'This order has expired',
  orderPaidOtherwise: 'This order was already paid with another payment',
  orderCancelled: 'Order cancelled',
  ownSlot: 'You cannot book your own slot',
  gigUnavailable: 'This gig is not available for booking',
  notYourGig: 'You can only add slots to your own gigs',
  orderNotPayable: 'This order is no longer awaiting payment',
  gamerTagsUpdated: 'Gamertags updated successfully',
  gamerTagNotFound: 'Gamer tag not found',
  gamerTagsLocked: 'Gamer tags can only be changed before the slot starts',
  productRequired: 'Product id or slug is required',
  lobbyCodeSaved: 'Lobby code saved',
  invalidLobbyCode: `A lobby code has 1 to ${InputLimits.lobbyCodeMax} characters`,
  userRemovedFromSlot: 'User removed from the slot',
  bookingNotFound: 'This user has no booking on this slot',
  invoiceUnavailable: 'An invoice exists once the order is paid',
  liveSessionNotFound: 'Live session not found',
  queueClosed: 'This live session has ended',
  ownQueue: 'You cannot join your own queue',
  alreadyInQueue: 'You are already in this queue',
  alreadyVip: 'You already have a VIP place in this queue',
  queueEntryNotFound: 'Queue place not found',
  vipServedFirst: 'VIP fans are served first',
  queueMoveNotAllowed: 'This fan cannot be moved there',
  nobodyWaiting: 'Nobody is waiting in the queue',
  leftQueue: 'You left the queue',
  onlyWaitingCanLeave: 'Only a waiting place in the regular queue can be left',
  joinedQueue: 'You joined the queue',
  invalidGamerTag: `A gamer tag has 1 to ${ProfileLimits.gamerTagMax} characters`,
  queueEntryMoved: 'Queue updated',
  vipPlaceNotPayable: 'This VIP place is no longer awaiting payment',
  vipHoldExpired: 'This VIP place was not paid in time',
  notYourQueue: 'You can only manage your own live queue',
  lobbyCodeCleared: 'Lobby code cleared',
  queueClosedNow: 'The queue is closed',
  onlyPaidCancellable: 'Only a paid booking can be cancelled here',
  onlySlotCancellable: 'Only a booked slot can be cancelled',
  bookingCancelled: 'Booking cancelled',
  slotCancelled: 'Slot cancelled; every booked fan is refunded in full',
  slotMarkedNotHeld: 'Slot marked not held; every booked fan is refunded in full',
  slotAlreadyCancelled: 'This slot was cancelled',
  slotCancelTooEarly: 'A slot can be marked not held only once it has started',
  invalidRefundTo: "Refunds go to 'card' or 'wallet'",
} as const;

/** Pushed to a fan the streamer calls to playing next (realtime messageNotificationUserLiveSession). */
export function upNextMessage(streamerUsername: string, lobbyCodeReady: boolean): string {
  const base = `You're up next in ${streamerUsername}'s live session`;
  return lobbyCodeReady ? `${base} — your lobby code is ready` : base;
}

/** Pushed to the streamer when a fan joins (realtime messageInfluencerLiveSession). */
export function joinedQueueMessage(username: string, kind: 'vip' | 'regular'): string {
  return `${username} joined your ${kind === 'vip' ? 'VIP' : 'regular'} queue`;
}
