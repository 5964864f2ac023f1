import type { OrderDto } from '@lobby/contracts';
import type { orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;

export function toOrderDto(row: OrderRow): OrderDto {
  return {
    _id: row.id,
    order_id: row.orderNumber,
    slot_id: row.slotId,
    _gig_id: row.gigId,
    _influencer_id: row.streamerId,
    _user_id: row.userId,
    status: row.status,
    numberOfPlayers: row.numberOfPlayers,
    gamerTags: row.gamerTags,
    stripe_session_id: row.stripeSessionId,
    paymentRef: row.paymentRef,
    amount: row.amount,
    currency: row.currency,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
