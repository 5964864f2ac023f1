import { Inject, Injectable } from '@nestjs/common';
import {
  AuthText,
  BookingText,
  ProfileLimits,
  type GamerTagDto,
  type Message,
  type OrderDto,
} from '@lobby/contracts';
import { CLOCK, type Clock, DomainError, TransactionRunner } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { HoldsService } from '../holds/holds.service';
import { SlotsRepository } from '../slots/slots.repository';
import type { OrderRow } from './order-view';
import { OrderViews } from './order-views';
import { OrdersRepository } from './orders.repository';

/** Orders whose gamer tags may still change (before the slot starts). */
const EDITABLE_STATES = ['held', 'paid'] as const;

/** Changes to booked orders: gamer tags by the buyer, removal of a fan by the slot's streamer. */
@Injectable()
export class OrderEditsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: OrdersRepository,
    private readonly slots: SlotsRepository,
    private readonly views: OrderViews,
    private readonly holds: HoldsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Renames the order's gamer tags named by id; the others stay as they are. */
  async updateGamerTags(
    userId: string,
    orderId: string,
    changes: GamerTagDto[],
    slotId?: string,
  ): Promise<Message & { order: OrderDto }> {
    if (!Array.isArray(changes) || changes.length === 0)
      throw DomainError.invalid(BookingText.gamerTagsRequired);
    const order = await this.transactions.run(async (tx) => {
      const current = await this.orders.lock(tx, orderId);
      if (
        current?.userId !== userId ||
        current.kind !== 'slot' ||
        (slotId !== undefined && current.slotId !== slotId)
      ) {
        throw DomainError.notFound(BookingText.orderNotFound);
      }
      return this.renameTags(tx, current, changes);
    });
    return { message: BookingText.gamerTagsUpdated, order: await this.views.one(order, userId) };
  }

  /** Renames one gamer tag of the buyer's booking on a slot. */
  async editGamerTag(
    userId: string,
    slotId: string,
    gamerTagId: string,
    gamerTag: string,
  ): Promise<Message & { order: OrderDto }> {
    const order = await this.transactions.run(async (tx) => {
      const booked = await this.orders.all({ userId, slotId, statuses: EDITABLE_STATES }, tx);
      const owner = booked.find((row) => row.gamerTags.some((tag) => tag._id === gamerTagId));
      if (!owner) throw DomainError.notFound(BookingText.gamerTagNotFound);
      const current = await this.orders.lock(tx, owner.id);
      return this.renameTags(tx, current!, [{ _id: gamerTagId, gamerTag }]);
    });
    return { message: BookingText.gamerTagsUpdated, order: await this.views.one(order, userId) };
  }

  /**
   * The slot's streamer removes a fan: a hold is cancelled, a paid booking refunded in full the way it was paid
   * through holds' one refund path; either way the seats go back to the slot, in the same transaction as the event
   * that tells payments.
   */
  async removeUserFromSlot(streamerId: string, slotId: string, bookedUserId: string): Promise<Message> {
    const slot = await this.slots.find(slotId);
    if (!slot) throw DomainError.notFound(BookingText.slotNotFound);
    if (slot.streamerId !== streamerId) throw DomainError.forbidden(AuthText.forbidden);
    const removed = await this.transactions.run(async (tx) => {
      const booked = await this.orders.all({ userId: bookedUserId, slotId, statuses: EDITABLE_STATES }, tx);
      const held = booked.filter((order) => order.status === 'held').map((order) => order.id);
      const paid = booked.filter((order) => order.status === 'paid').map((order) => order.id);
      const cancelled = await this.holds.end(tx, held, 'cancelled');
      const refunded = await this.holds.end(tx, paid, 'refunded');
      return cancelled.rows.length + refunded.rows.length;
    });
    if (removed === 0) throw DomainError.notFound(BookingText.bookingNotFound);
    return { message: BookingText.userRemovedFromSlot };
  }

  private async renameTags(tx: Executor, order: OrderRow, changes: GamerTagDto[]): Promise<OrderRow> {
    if (!(EDITABLE_STATES as readonly string[]).includes(order.status)) {
      throw DomainError.conflict(BookingText.gamerTagsLocked);
    }
    const slot = order.slotId === null ? undefined : await this.slots.find(order.slotId, tx);
    if (!slot || slot.startsAt.getTime() <= this.clock.now().getTime()) {
      throw DomainError.conflict(BookingText.gamerTagsLocked);
    }
    const renamed = new Map<string, string>();
    for (const change of changes) {
      const name = typeof change?.gamerTag === 'string' ? change.gamerTag.trim() : '';
      if (name === '' || name.length > ProfileLimits.gamerTagMax)
        throw DomainError.invalid(BookingText.gamerTagsRequired);
      if (!order.gamerTags.some((tag) => tag._id === change._id)) {
        throw DomainError.notFound(BookingText.gamerTagNotFound);
      }
      renamed.set(change._id, name);
    }
    const gamerTags = order.gamerTags.map((tag) => ({
      ...tag,
      gamerTag: renamed.get(tag._id) ?? tag.gamerTag,
    }));
    return this.orders.setGamerTags(tx, order.id, gamerTags);
  }
}
