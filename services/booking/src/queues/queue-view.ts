import type { Currency, LiveQueueSessionDto, PublicWaitingPlaceDto, QueueEntryDto } from '@lobby/contracts';
import type { PersonRow } from '../read-models/read-models.repository';
import { isPlaying } from './queue-state';
import type { LiveSessionRow, QueueEntryRow } from './queues.repository';

/**
 * Who a place is shown to. `fan`: the place's own fan (their amounts, gamer tag, and the lobby code once in
 * playing next or in game). `streamer`: the session's streamer (everything, the lobby code always). `public`:
 * anyone (no amounts, promo codes, gamer tags or lobby codes).
 */
export type QueueAudience = 'fan' | 'streamer' | 'public';

export interface QueueEntryContext {
  session: LiveSessionRow | undefined;
  fan: PersonRow | undefined;
  streamer: PersonRow | undefined;
  position: number | null;
  audience: QueueAudience;
}

/** Booking's queue is open while live says the session runs and booking hasn't closed it. */
export function isOpen(session: LiveSessionRow): boolean {
  return session.status === 'live' && session.closedAt === null;
}

export function lobbyCodeFor(
  entry: QueueEntryRow,
  session: LiveSessionRow | undefined,
  audience: QueueAudience,
) {
  if (!session) return null;
  if (audience === 'streamer') return session.lobbyCode;
  return audience === 'fan' && isPlaying(entry.status) ? session.lobbyCode : null;
}

export function toQueueEntryDto(row: QueueEntryRow, context: QueueEntryContext): QueueEntryDto {
  const { session, fan, streamer, audience } = context;
  const hidden = audience === 'public';
  return {
    _id: row.id,
    _live_session_id: row.liveSessionId,
    _influencer_id: row.streamerId,
    _user_id: row.userId,
    username: fan?.username ?? '',
    fullName: fan?.fullName ?? '',
    kind: row.kind,
    status: row.status,
    position: row.status === 'waiting' ? context.position : null,
    gamerTag: hidden ? null : row.gamerTag,
    amount: hidden ? null : row.amount,
    discount: hidden ? 0 : row.discount,
    amountPaid: hidden ? null : row.amountPaid,
    currency: hidden ? null : ((row.currency as Currency | null) ?? null),
    promoCode: hidden ? null : row.promoCode,
    expiresAt: hidden || row.status !== 'held' ? null : (row.expiresAt?.toISOString() ?? null),
    createdAt: row.createdAt.toISOString(),
    lobbyCode: lobbyCodeFor(row, session, audience),
    liveSessionTitle: session?.title ?? '',
    influencerUsername: streamer?.username ?? '',
    influencerName: streamer?.fullName ?? '',
  };
}

/** A fan's place as the public sees it: the name they show, never who they are (ids, username, email). */
export function toPublicPlaceDto(
  row: QueueEntryRow,
  fan: PersonRow | undefined,
  position: number,
  viewerId: string | null,
): PublicWaitingPlaceDto {
  return {
    name: fan?.fullName || fan?.username || '',
    kind: row.kind,
    isYou: viewerId !== null && row.userId === viewerId,
    position,
  };
}

export function toLiveQueueSessionDto(session: LiveSessionRow): LiveQueueSessionDto {
  return {
    _live_session_id: session.id,
    _influencer_id: session.streamerId,
    title: session.title,
    price: session.price,
    currency: session.currency as Currency,
    open: isOpen(session),
  };
}
