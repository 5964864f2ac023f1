import type { OrderDto } from '@lobby/contracts';

/**
 * Booking lets the buyer rename gamer tags while a slot order holds its seats and the slot has not started (a VIP
 * place's gamer tag is the queue's).
 */
export const canEditGamerTags = (order: OrderDto, now = Date.now()) =>
  order.kind !== 'vip' &&
  (order.status === 'held' || order.status === 'paid') &&
  order.gamerTags.length > 0 &&
  Date.parse(order.startTime) > now;

/** An invoice exists once the order was paid, whatever happened to it since. */
export const hasInvoice = (order: OrderDto) => order.paidAt !== null;

/** A paid slot booking can be cancelled by the fan until its slot starts (the refund follows the gig's policy). */
export const canCancel = (order: OrderDto, now = Date.now()) =>
  order.kind === 'slot' && order.status === 'paid' && Date.parse(order.startTime) > now;

/**
 * A slot order still awaiting payment within its hold (a checkout left, a card declined): the fan can pay it or
 * cancel it, which frees its seats at once.
 */
export const isAwaitingPayment = (order: OrderDto, now = Date.now()) =>
  order.kind === 'slot' && order.status === 'held' && Date.parse(order.expiresAt) > now;
