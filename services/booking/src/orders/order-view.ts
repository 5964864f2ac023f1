import type { Currency, OrderDto } from '@lobby/contracts';
import { localDateOf } from '../common/zoned-time';
import type { orders } from '../db/schema';
import type { GigRow, LiveSessionRow, PersonRow } from '../read-models/read-models.repository';
import type { SlotRow } from '../slots/slot-view';

export type OrderRow = typeof orders.$inferSelect;

/**
 * What an order is shown with: its slot and gig (or, for a VIP place, its live session) and the two people, as
 * booking's read models know them.
 */
export interface OrderContext {
  slot: SlotRow | undefined;
  gig: GigRow | undefined;
  session: LiveSessionRow | undefined;
  buyer: PersonRow | undefined;
  streamer: PersonRow | undefined;
  /** Who is looking: the lobby code is only for the slot's streamer and a buyer who paid. */
  viewerId: string | null;
}

export function canSeeLobbyCode(order: OrderRow, viewerId: string | null): boolean {
  if (viewerId === null || order.kind !== 'slot') return false;
  if (viewerId === order.streamerId) return true;
  return viewerId === order.userId && (order.status === 'paid' || order.status === 'completed');
}

export function toOrderDto(row: OrderRow, context: OrderContext): OrderDto {
  const { slot, gig, session, buyer, streamer } = context;
  const vip = row.kind === 'vip';
  // A VIP place is for the moment it was paid (taken, while held), in UTC.
  const at = (row.paidAt ?? row.createdAt).toISOString();
  return {
    _id: row.id,
    order_id: row.orderNumber,
    kind: row.kind,
    slot_id: row.slotId,
    _gig_id: row.gigId,
    liveSessionId: row.liveSessionId,
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
    product_title: (vip ? session?.title : gig?.title) ?? '',
    slug: gig?.slug ?? '',
    influencerUsername: streamer?.username ?? '',
    influencerName: streamer?.fullName ?? '',
    username: buyer?.username ?? '',
    fullName: buyer?.fullName ?? '',
    date: vip ? at.slice(0, 10) : slot ? localDateOf(slot.startsAt, slot.timeZone) : '',
    startTime: vip ? at : (slot?.startsAt.toISOString() ?? ''),
    endTime: vip ? at : (slot?.endsAt.toISOString() ?? ''),
    timeZone: slot?.timeZone ?? 'UTC',
    lobbyCode: slot && canSeeLobbyCode(row, context.viewerId) ? slot.lobbyCode : null,
    refundAmount: row.refundAmount ?? null,
    keptAmount: row.amountPaid === null ? null : row.amountPaid - (row.refundAmount ?? 0),
    refundTo: row.refundTo ?? null,
  };
}
