import { Inject, Injectable } from '@nestjs/common';
import {
  BookingEventSubjects,
  BookingText,
  ErrorText,
  PageSizes,
  type Message,
  type OrderDto,
  type OrderPaidEvent,
  type Page,
} from '@lobby/contracts';
import { addToOutbox, APP_CONFIG, CLOCK, type Clock, DomainError, isUuid, newId } from '@lobby/service-kit';
import type { BookingConfig } from '../booking.config';
import { cleanPageRequest, pageOffset, positiveInt, toPage } from '../common/pagination';
import { SlotsRepository } from '../slots/slots.repository';
import { assertTransition, releasesSeats } from './order-state';
import { newOrderNumber } from './order-number';
import { toOrderDto } from './order-view';
import { OrdersRepository } from './orders.repository';

export const GAMER_TAG_MAX = 50;
const EXPIRY_BATCH = 500;

/** Holds, payment and cancellation of orders; every state change goes through order-state.ts. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly slots: SlotsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: BookingConfig,
  ) {}

  /** Takes the seats and records the held order in one transaction, or refuses with why it can't. */
  async create(
    userId: string,
    slotId: string,
    numberOfPlayers: unknown,
    gamerTags: unknown,
  ): Promise<OrderDto> {
    if (!isUuid(userId)) throw DomainError.forbidden(ErrorText.badRequest);
    const players = positiveInt(numberOfPlayers);
    if (players === undefined) throw DomainError.invalid(BookingText.invalidPlayers);
    const tags = cleanGamerTags(gamerTags, players);
    if (!isUuid(slotId)) throw DomainError.notFound(BookingText.slotNotFound);

    const now = this.clock.now();
    const created = await this.orders.transaction(async (tx) => {
      const slot = await this.slots.takeSeats(tx, slotId, players, now);
      if (!slot) return undefined;
      if (slot.streamerId === userId) throw DomainError.forbidden(BookingText.ownSlot);
      return this.orders.insert(tx, {
        id: newId(),
        orderNumber: newOrderNumber(),
        userId,
        slotId: slot.id,
        gigId: slot.gigId,
        streamerId: slot.streamerId,
        status: 'held',
        numberOfPlayers: players,
        gamerTags: tags.map((gamerTag) => ({ _id: newId(), gamerTag })),
        expiresAt: new Date(now.getTime() + this.config.holdMinutes * 60_000),
      });
    });
    if (created) return toOrderDto(created);
    throw await this.whyNoSeats(slotId, players, now);
  }

  /**
   * Marks a held order paid and records `events.booking.order-paid` in the same transaction. The same payment
   * again answers the same order and records nothing more.
   */
  async markPaid(orderId: string, paymentRef: string): Promise<OrderDto> {
    if (typeof paymentRef !== 'string' || paymentRef.trim() === '') {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    const order = await this.orders.transaction(async (tx) => {
      const current = isUuid(orderId) ? await this.orders.lock(tx, orderId) : undefined;
      if (!current) throw DomainError.notFound(BookingText.orderNotFound);
      if (current.status === 'paid' || current.status === 'completed') {
        if (current.paymentRef === paymentRef) return current;
        throw DomainError.conflict(BookingText.orderPaidOtherwise);
      }
      if (current.status === 'expired') throw DomainError.conflict(BookingText.orderExpired);
      assertTransition(current.status, 'paid');
      const paid = await this.orders.move(tx, current.id, 'paid', { paymentRef, paidAt: this.clock.now() });
      if (!paid) throw DomainError.conflict(BookingText.orderNotHeld);
      const event: OrderPaidEvent = {
        orderId: paid.id,
        order_id: paid.orderNumber,
        userId: paid.userId,
        slotId: paid.slotId,
        gigId: paid.gigId,
        streamerId: paid.streamerId,
        numberOfPlayers: paid.numberOfPlayers,
        paymentRef,
        paidAt: paid.paidAt!.toISOString(),
      };
      await addToOutbox(tx, BookingEventSubjects.orderPaid, event);
      return paid;
    });
    return toOrderDto(order);
  }

  /** The buyer gives up an order that is still awaiting payment; its seats go back to the slot. */
  async cancel(userId: string, orderId: string): Promise<Message & { order: OrderDto }> {
    const order = await this.orders.transaction(async (tx) => {
      const current = isUuid(orderId) ? await this.orders.lock(tx, orderId) : undefined;
      if (!current || current.userId !== userId) throw DomainError.notFound(BookingText.orderNotFound);
      if (current.status !== 'held') throw DomainError.conflict(BookingText.orderNotHeld);
      const cancelled = await this.orders.move(tx, current.id, 'cancelled');
      if (!cancelled) throw DomainError.conflict(BookingText.orderNotHeld);
      if (releasesSeats(current.status, 'cancelled')) {
        await this.slots.releaseSeats(tx, current.slotId, current.numberOfPlayers);
      }
      return cancelled;
    });
    return { message: BookingText.orderCancelled, order: toOrderDto(order) };
  }

  /** An order for its buyer or the slot's streamer; anyone else is told it doesn't exist. */
  async one(viewerId: string, orderId: string): Promise<OrderDto> {
    const order = isUuid(orderId) ? await this.orders.find(orderId) : undefined;
    if (!order || (order.userId !== viewerId && order.streamerId !== viewerId)) {
      throw DomainError.notFound(BookingText.orderNotFound);
    }
    return toOrderDto(order);
  }

  async ofUser(userId: string, paging: { page?: number; limit?: number }): Promise<Page<OrderDto>> {
    const request = cleanPageRequest(paging, PageSizes.orders);
    if (!isUuid(userId)) return toPage([], 0, request);
    const { rows, total } = await this.orders.pageOfUser(userId, request.limit, pageOffset(request));
    return toPage(rows.map(toOrderDto), total, request);
  }

  /** Expires holds past their time and frees their seats; safe to run on every replica at once. */
  async expireHolds(): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await this.orders.expireHolds(this.clock.now(), EXPIRY_BATCH);
      total += expired;
      if (expired < EXPIRY_BATCH) return total;
    }
  }

  private async whyNoSeats(slotId: string, players: number, now: Date): Promise<DomainError> {
    const slot = await this.slots.find(slotId);
    if (!slot) return DomainError.notFound(BookingText.slotNotFound);
    if (slot.startsAt.getTime() <= now.getTime()) return DomainError.conflict(BookingText.slotStarted);
    if (players > slot.seats) return DomainError.invalid(BookingText.invalidPlayers);
    return DomainError.conflict(BookingText.slotFull);
  }
}

function cleanGamerTags(value: unknown, players: number): string[] {
  const tags = Array.isArray(value) ? value.map((tag) => (typeof tag === 'string' ? tag.trim() : '')) : [];
  if (tags.length !== players || tags.some((tag) => tag.length === 0 || tag.length > GAMER_TAG_MAX)) {
    throw DomainError.invalid(BookingText.gamerTagsRequired);
  }
  return tags;
}
