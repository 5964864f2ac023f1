import { Injectable, type OnModuleInit } from '@nestjs/common';
import { BookingText, type OrderStatus } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { HoldKinds, type HoldKindEffects, type HoldRow, type HoldSubject } from '../holds/hold-kinds';
import { recordQueueJoined } from './queue-events';
import { QueueNotifier } from './queue-notifier';
import { canMove, IN_LINE_STATES, VIP_ENTRY_MIRROR } from './queue-state';
import { isOpen } from './queue-view';
import { QueuesRepository } from './queues.repository';

/**
 * What a VIP place's order does to its queue entry: paid, the place goes in line (waiting since it was paid,
 * replacing the fan's waiting regular place); expired or released, it expires; refunded, it is refunded. Every
 * change locks the session's row first, as every change to a queue does.
 */
@Injectable()
export class VipHolds implements HoldKindEffects, OnModuleInit {
  readonly kind = 'vip';
  readonly texts = {
    notFound: BookingText.queueEntryNotFound,
    expired: BookingText.vipHoldExpired,
    notPayable: BookingText.vipPlaceNotPayable,
  };
  readonly releasedHold = 'expire';

  constructor(
    private readonly kinds: HoldKinds,
    private readonly queues: QueuesRepository,
    private readonly notifier: QueueNotifier,
  ) {}

  onModuleInit(): void {
    this.kinds.register(this);
  }

  async lockFirst(tx: Executor, hold: HoldRow): Promise<void> {
    await this.queues.lockSession(tx, hold.liveSessionId!);
  }

  async assertPayable(tx: Executor, hold: HoldRow): Promise<void> {
    const session = await this.queues.findSession(hold.liveSessionId!, tx);
    const entry = await this.queues.lockEntry(tx, hold.id);
    if (!session || !entry) throw DomainError.notFound(BookingText.queueEntryNotFound);
    if (entry.status !== VIP_ENTRY_MIRROR.paid.from)
      throw DomainError.conflict(BookingText.vipPlaceNotPayable);
    if (!isOpen(session)) throw DomainError.conflict(BookingText.queueClosed);
    const [inLine] = await this.queues.placesOf(session.id, hold.userId, IN_LINE_STATES, tx);
    if (inLine?.kind === 'vip') throw DomainError.conflict(BookingText.alreadyVip);
    if (inLine && !canMove(inLine.kind, inLine.status, 'left')) {
      throw DomainError.conflict(BookingText.alreadyInQueue);
    }
  }

  async paid(tx: Executor, hold: HoldRow) {
    const session = (await this.queues.findSession(hold.liveSessionId!, tx))!;
    const paidAt = hold.paidAt!;
    // One place in line per fan: the VIP place replaces the waiting regular one.
    const [inLine] = await this.queues.placesOf(session.id, hold.userId, IN_LINE_STATES, tx);
    if (inLine) await this.queues.move(tx, inLine.id, 'left');
    const { from, to } = VIP_ENTRY_MIRROR.paid;
    const [waiting] = await this.queues.moveMany(tx, [hold.id], [from], to, { waitingSince: paidAt });
    if (!waiting) throw DomainError.conflict(BookingText.vipPlaceNotPayable);
    await recordQueueJoined(tx, waiting, paidAt);
    return () => this.notifier.changed({ session, fans: [hold.userId] });
  }

  async ended(tx: Executor, holds: { row: HoldRow }[], to: OrderStatus) {
    const ending =
      to === 'expired' || to === 'cancelled' || to === 'refunded' ? VIP_ENTRY_MIRROR[to] : undefined;
    if (!ending) return;
    const moved = await this.queues.moveMany(
      tx,
      holds.map(({ row }) => row.id),
      [ending.from],
      ending.to,
    );
    return () => this.notifier.placesChanged(moved);
  }

  async subject(tx: Executor, hold: HoldRow): Promise<HoldSubject> {
    const session = await this.queues.findSession(hold.liveSessionId!, tx);
    return { title: session?.title ?? '', slug: '', startsAt: hold.paidAt!, endsAt: hold.paidAt! };
  }
}
