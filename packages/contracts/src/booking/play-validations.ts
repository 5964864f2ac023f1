import type { Actor, Message, Page, PageRequest } from '../rpc';
import type { OrderDto } from './types';

/** Played validations (spec §2 /admin/validations/influencer-game-playing-validations/{influencerId}, §7, §9). */

/** Whether staff found that the game of a paid order was played; only played orders can be paid out. */
export const PlayStatuses = ['unvalidated', 'played', 'not_played'] as const;
export type PlayStatus = (typeof PlayStatuses)[number];

/** How a streamer's orders for validation are sorted (spec §9: updated_desc by default). */
export const PlayValidationSorts = ['updated_desc', 'updated_asc'] as const;
export type PlayValidationSort = (typeof PlayValidationSorts)[number];

/** At most this many orders are validated in one save. */
export const PLAY_VALIDATIONS_PER_SAVE_MAX = 100;

/** Played-validation texts the spec leaves unnamed (its failure toast is ErrorText.errorSavingValidations). */
export const PlayValidationText = {
  saved: 'Validations saved',
  notValidatable: 'Only a paid or completed order can be marked played or not played',
  notStreamersOrder: 'Order not found for this star',
  duplicateOrder: 'Each order can be validated once per save',
  invalidRange: 'The start of the range must be before its end',
  invalidDate: 'Please enter dates as ISO date-times',
  invalidPlayStatus: 'The play status must be unvalidated, played or not_played',
  invalidSort: 'The sort must be updated_desc or updated_asc',
  validationsRequired: `Send 1 to ${PLAY_VALIDATIONS_PER_SAVE_MAX} validations, each an order id and whether it was played`,
} as const;

/** A paid order as staff validate it: the order, its play status and who set it when. */
export interface PlayValidationOrderDto extends OrderDto {
  playStatus: PlayStatus;
  /** When and by whom (a staff user id, and their username when booking knows it) the status was last set. */
  validatedAt: string | null;
  validatedBy: string | null;
  validatedByUsername: string | null;
  updatedAt: string;
  /** Only paid and completed orders can be validated (a refunded or cancelled one is listed, not changed). */
  validatable: boolean;
}

/** A streamer's orders for validation: those that changed in [from, to) (ISO instants). */
export interface PlayValidationFilter {
  /** Left out: 25 days before `to` (spec §9). */
  from?: string;
  /** Left out: now. */
  to?: string;
  playStatus?: PlayStatus;
  sort?: PlayValidationSort;
}

export type PlayValidationPage = Page<PlayValidationOrderDto> & {
  /** The range the list covers, defaults filled in. */
  from: string;
  to: string;
};

/** One order marked played or not played. */
export interface PlayValidationInput {
  orderId: string;
  played: boolean;
}

export interface SavePlayValidationsInput {
  validations: PlayValidationInput[];
}

export interface SavedPlayValidations extends Message {
  /** How many orders changed (re-saving the same value changes nothing and tells no one). */
  changed: number;
  orders: PlayValidationOrderDto[];
}

/**
 * Booking's played-validation subjects. `userId` is the staff member (the gateway checks their Payouts
 * permission; booking keeps who validated).
 */
export interface PlayValidationSubjects {
  /** The streamer's ever-paid orders that changed in the range, sorted updated_desc unless asked. */
  'booking.playValidationOrders': {
    req: Actor & { streamerId: string } & PlayValidationFilter & Partial<PageRequest>;
    res: PlayValidationPage;
  };
  /**
   * Marks the streamer's paid or completed orders played or not played, all in one transaction: an order that
   * isn't the streamer's is 404, one that can't be validated 409, and then nothing is saved.
   */
  'booking.savePlayValidations': {
    req: Actor & { streamerId: string } & SavePlayValidationsInput;
    res: SavedPlayValidations;
  };
}
