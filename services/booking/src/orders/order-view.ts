import type { Currency, OrderDto } from '@lobby/contracts';
import { localDateOf } from '../common/zoned-time';
import type { orders } from '../db/schema';
import type { GigRow, PersonRow } from '../read-models/read-models.repository';
import type { SlotRow } from '../slots/slot-view';

export type OrderRow = typeof orders.$inferSelect;

/** What an order is shown with: its slot, gig and the two people, as booking's read models know them. */
export interface OrderContext {
  slot: SlotRow | undefined;
  gig: GigRow | undefined;
  buyer: PersonRow | undefined;
  streamer: PersonRow | undefined;
  /** Who is looking: the lobby code is only for the slot's streamer and a buyer who paid. */
  viewerId: string | null;
}

export function canSeeLobbyCode(order: OrderRow, viewerId: string | null): boolean {
  if (viewerId === null) return false;
  if (viewerId === order.streamerId) return true;
  return viewerId === order.userId && (order.status === 'paid' || order.status === 'completed');
}

export function toOrderDto(row: OrderRow, context: OrderContext): OrderDto {
  const { slot, gig, buyer, streamer } = context;
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
    discount: row.discount,
    amountPaid: row.amountPaid,
    currency: row.currency as Currency,
    promoCode: row.promoCode,
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    product_title: gig?.title ?? '',
    slug: gig?.slug ?? '',
    influencerUsername: streamer?.username ?? '',
    influencerName: streamer?.fullName ?? '',
    username: buyer?.username ?? '',
    fullName: buyer?.fullName ?? '',
    date: slot ? localDateOf(slot.startsAt, slot.timeZone) : '',
    startTime: slot?.startsAt.toISOString() ?? '',
    endTime: slot?.endsAt.toISOString() ?? '',
    timeZone: slot?.timeZone ?? 'UTC',
    lobbyCode: slot && canSeeLobbyCode(row, context.viewerId) ? slot.lobbyCode : null,
  };
}
