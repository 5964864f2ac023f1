import { Inject, Injectable } from '@nestjs/common';
import { BookingText, type Message, type QueueEntryDto } from '@lobby/contracts';
import { APP_CONFIG, CLOCK, type Clock, DomainError, newId, TransactionRunner } from '@lobby/service-kit';
import type { BookingConfig } from '../booking.config';
import type { Executor } from '../db/database';
import { HoldsRepository } from '../holds/holds.repository';
import { HoldsService } from '../holds/holds.service';
import { newOrderNumber } from '../holds/order-number';
import { recordQueueJoined } from './queue-events';
import { QueueNotifier, type QueueChange } from './queue-notifier';
import { ACTIVE_STATES, canMove, IN_LINE_STATES, isInLine, isPlaying } from './queue-state';
import { isOpen } from './queue-view';
import { QueueViews } from './queue-views';
import { QueuesRepository, type LiveSessionRow, type QueueEntryRow } from './queues.repository';

/**
 * A fan's side of a live queue: holding a VIP place (an order of kind vip: paying, expiring and refunding it are
 * holds/', with VipHolds as its effects), joining and leaving the regular queue. Each change locks the session's
 * row first, so changes to one queue run one at a time.
 */
@Injectable()
export class QueuePlacesService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly queues: QueuesRepository,
    private readonly views: QueueViews,
    private readonly notifier: QueueNotifier,
    private readonly holds: HoldsService,
    private readonly holdRows: HoldsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: BookingConfig,
  ) {}

  /**
   * Spec join_vip: holds a VIP place at the session's price for the hold minutes of orders. A running hold is
   * answered again; a fan waiting in the regular queue may hold one (their regular place goes when it is paid).
   */
  async holdVip(userId: string, liveSessionId: string, gamerTag?: string): Promise<QueueEntryDto> {
    const tag = cleanGamerTag(gamerTag);
    const now = this.clock.now();
    const hold = await this.transactions.run(async (tx) => {
      const session = await this.openSessionFor(tx, userId, liveSessionId);
      const places = await this.queues.placesOf(session.id, userId, ACTIVE_STATES, tx);
      const inLine = places.find((place) => isInLine(place.status));
      if (inLine?.kind === 'vip') throw DomainError.conflict(BookingText.alreadyVip);
      if (inLine && isPlaying(inLine.status)) throw DomainError.conflict(BookingText.alreadyInQueue);
      const held = places.find((place) => place.status === 'held');
      if (held && held.expiresAt!.getTime() > now.getTime()) return held;
      if (held) await this.expireOne(tx, held);
      // The place is an order (same id): its price, payment and expiry are the order's.
      const id = newId();
      await this.holdRows.insert(tx, {
        id,
        orderNumber: newOrderNumber(),
        kind: 'vip',
        userId,
        liveSessionId: session.id,
        streamerId: session.streamerId,
        status: 'held',
        numberOfPlayers: 1,
        gamerTags: tag === null ? [] : [{ _id: newId(), gamerTag: tag }],
        amount: session.price,
        currency: session.currency,
        expiresAt: new Date(now.getTime() + this.config.holdMinutes * 60_000),
      });
      return this.queues.insertEntry(tx, {
        id,
        orderId: id,
        liveSessionId: session.id,
        streamerId: session.streamerId,
        userId,
        kind: 'vip',
        status: 'held',
        gamerTag: tag,
      });
    });
    return this.views.one(hold, 'fan');
  }

  /** The fan's own VIP place while it is held and its hold runs: what a live checkout may charge. */
  async forCheckout(userId: string, entryId: string): Promise<QueueEntryDto> {
    const entry = await this.queues.findEntry(entryId);
    if (!entry || entry.userId !== userId || entry.kind !== 'vip') {
      throw DomainError.notFound(BookingText.queueEntryNotFound);
    }
    if (entry.status === 'expired') throw DomainError.conflict(BookingText.vipHoldExpired);
    if (entry.status !== 'held') throw DomainError.conflict(BookingText.vipPlaceNotPayable);
    if (entry.expiresAt!.getTime() <= this.clock.now().getTime()) {
      throw DomainError.conflict(BookingText.vipHoldExpired);
    }
    const session = await this.queues.findSession(entry.liveSessionId);
    if (!session || !isOpen(session)) throw DomainError.conflict(BookingText.queueClosed);
    return this.views.one(entry, 'fan');
  }

  /** Spec join_regular: a free place at the end of the regular queue; joining again answers the same place. */
  async joinRegular(
    userId: string,
    liveSessionId: string,
    gamerTag?: string,
  ): Promise<Message & { entry: QueueEntryDto }> {
    const tag = cleanGamerTag(gamerTag);
    const { entry, change } = await this.transactions.run(async (tx) => {
      const session = await this.openSessionFor(tx, userId, liveSessionId);
      // Read under the session's lock, so places join in the order they commit: a join that waited for the lock
      // must not rank before one that committed while it waited (its fan would be told a place already given).
      const now = this.clock.now();
      const [inLine] = await this.queues.placesOf(session.id, userId, IN_LINE_STATES, tx);
      if (inLine?.kind === 'vip') throw DomainError.conflict(BookingText.alreadyVip);
      if (inLine) return { entry: inLine, change: null };
      const joined = await this.queues.insertEntry(tx, {
        id: newId(),
        liveSessionId: session.id,
        streamerId: session.streamerId,
        userId,
        kind: 'regular',
        status: 'waiting',
        gamerTag: tag,
        waitingSince: now,
      });
      await recordQueueJoined(tx, joined, now);
      const change: QueueChange = { session, fans: [userId] };
      return { entry: joined, change };
    });
    if (change) await this.notifier.changed(change);
    return {
      message: change ? BookingText.joinedQueue : BookingText.alreadyInQueue,
      entry: await this.views.one(entry, 'fan'),
    };
  }

  /** Spec delete_user_regular_queue: the fan leaves the regular queue while still waiting. */
  async leaveRegular(userId: string, entryId: string): Promise<Message> {
    const found = await this.queues.findEntry(entryId);
    if (!found || found.userId !== userId) throw DomainError.notFound(BookingText.queueEntryNotFound);
    const session = await this.transactions.run(async (tx) => {
      const locked = await this.queues.lockSession(tx, found.liveSessionId);
      const entry = await this.queues.lockEntry(tx, found.id);
      if (!locked || !entry || !canMove(entry.kind, entry.status, 'left')) {
        throw DomainError.conflict(BookingText.onlyWaitingCanLeave);
      }
      if (!(await this.queues.move(tx, entry.id, 'left'))) {
        throw DomainError.conflict(BookingText.onlyWaitingCanLeave);
      }
      return locked;
    });
    await this.notifier.changed({ session, fans: [userId] });
    return { message: BookingText.leftQueue };
  }

  /** The session under its row lock, when the caller may join it. */
  private async openSessionFor(tx: Executor, userId: string, liveSessionId: string): Promise<LiveSessionRow> {
    const session = await this.queues.lockSession(tx, liveSessionId);
    if (!session) throw DomainError.notFound(BookingText.liveSessionNotFound);
    if (session.streamerId === userId) throw DomainError.forbidden(BookingText.ownQueue);
    if (!isOpen(session)) throw DomainError.conflict(BookingText.queueClosed);
    return session;
  }

  /** A running hold that ran out (the sweeper hasn't got to it yet) ends through holds/. */
  private async expireOne(tx: Executor, held: QueueEntryRow): Promise<void> {
    await this.holds.end(tx, [held.id], 'expired');
  }
}

/** An optional gamer tag (trimmed and bounded by the request's schema): left out or blank is none. */
function cleanGamerTag(value: string | undefined): string | null {
  return value ? value : null;
}
