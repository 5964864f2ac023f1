import { z } from 'zod';
import { InputLimits } from '../constants';
import { ProfileLimits } from '../identity/types';
import { AccountFieldText } from '../texts';
import { id, jsonWholeNumber, message } from '../schema/fields';
import { BookingText } from './texts';

/** Booking's field texts that are not the spec's own (shapes only: booking answers its rules itself). */
export const BookingFieldText = {
  slotId: 'Invalid slot id',
  orderId: 'Invalid order id',
  userId: 'Invalid user id',
  slugRequired: 'Slug is required',
  gamerTagId: 'Invalid gamer tag id',
  sort: 'The sort must be asc or desc',
  lobbyCode: `A lobby code has at most ${InputLimits.lobbyCodeMax} characters`,
  liveSessionId: 'Invalid live session id',
} as const;

/** How many play: one seat each. */
export const players = jsonWholeNumber(1, InputLimits.slotSeatsMax, BookingText.invalidPlayers);

/** One player's gamer tag, trimmed. */
export const gamerTag = z
  .string({ error: BookingText.gamerTagsRequired })
  .trim()
  .min(1, BookingText.gamerTagsRequired)
  .max(ProfileLimits.gamerTagMax, AccountFieldText.gamerTagTooLong);

/** One gamer tag per player. */
export const gamerTags = z
  .array(gamerTag, { error: BookingText.gamerTagsRequired })
  .min(1, BookingText.gamerTagsRequired)
  .max(InputLimits.slotSeatsMax, BookingText.gamerTagsRequired);

/** Spec §3 "Purchase draft": the slot, how many play, and one gamer tag per player. */
export const CreateOrderBody = message({
  slotId: id(BookingFieldText.slotId),
  numberOfPlayers: players,
  gamerTags,
});
export type CreateOrderInput = z.output<typeof CreateOrderBody>;

/** What the gateway asks booking for: the signed-in buyer and their purchase draft. */
export const CreateOrderRequest = CreateOrderBody.extend({ userId: id(BookingFieldText.userId) });

/** Booking's routes, grouped as the route map groups them. */
export const bookingRouteSchemas = {
  orders: {
    bookSlot: { body: CreateOrderBody },
    createOrder: { body: CreateOrderBody },
  },
};

/** Booking's requests over NATS. */
export const bookingSubjectSchemas = {
  'booking.createOrder': CreateOrderRequest,
};
