import { Inject, Injectable } from '@nestjs/common';
import {
  BookingEventSubjects,
  BookingText,
  ErrorText,
  ProfileLimits,
  type Currency,
  type Message,
  type OrderDto,
  type OrderPaidEvent,
  type OrderReleasedEvent,
} from '@lobby/contracts';
import {
  addToOutbox,
  APP_CONFIG,
  CLOCK,
  type Clock,
  DomainError,
  isUuid,
  newId,
  positiveInt,
} from '@lobby/service-kit';
import type { BookingConfig } from '../booking.config';
import type { Executor } from '../db/database';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { SlotsRepository } from '../slots/slots.repository';
import { assertTransition, releasesSeats } from './order-state';
import { newOrderNumber } from './order-number';
import { OrderViews } from './order-views';
import { OrdersRepository } from './orders.repository';

/** What payments reports about a paid checkout (minor units). */
export interface PaymentDetails {
  amountPaid: number;
  discount: number;
  promoCode: string | null;
  provider?: string;
}

const EXPIRY_BATCH = 500;

/** Holds, payment and cancellation of orders; every state change goes through order-state.ts. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly slots: SlotsRepository,
    private readonly readModels: ReadModelsRepository,
    private readonly views: OrderViews,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: BookingConfig,
  ) {}

  /**
   * Takes the seats and records the held order, priced at the gig's price per player, in one transaction; or
   * refuses with why it can't.
   */
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
      const gig = await this.readModels.gig(slot.gigId, tx);
      const streamer = (await this.readModels.peopleByIds([slot.streamerId], tx)).get(slot.streamerId);
      if (!gig || !gig.bookable || streamer?.listed === false) {
        throw DomainError.conflict(BookingText.gigUnavailable);
      }
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
        amount: gig.price * players,
        currency: gig.currency,
        expiresAt: new Date(now.getTime() + this.config.holdMinutes * 60_000),
      });
    });
    if (created) return this.views.one(created, userId);
    throw await this.whyNoSeats(slotId, players, now);
  }

  /** The buyer's order while it still awaits payment and its hold runs: what a checkout may charge. */
  async forCheckout(userId: string, orderId: string): Promise<OrderDto> {
    const order = isUuid(orderId) ? await this.orders.find(orderId) : undefined;
    if (!order || order.userId !== userId) throw DomainError.notFound(BookingText.orderNotFound);
    if (order.status !== 'held') throw DomainError.conflict(BookingText.orderNotPayable);
    if (order.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw DomainError.conflict(BookingText.orderExpired);
    }
    return this.views.one(order, userId);
  }

  /**
   * Marks a held order paid and records `events.booking.order-paid` in the same transaction. The same payment
   * again answers the same order and records nothing more.
   */
  async markPaid(orderId: string, paymentRef: string, payment: PaymentDetails): Promise<OrderDto> {
    if (typeof paymentRef !== 'string' || paymentRef.trim() === '' || !isPayment(payment)) {
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
      if (payment.amountPaid + payment.discount !== current.amount) {
        throw DomainError.conflict(BookingText.orderPaidOtherwise);
      }
      const paid = await this.orders.move(tx, current.id, 'paid', {
        paymentRef,
        stripeSessionId: paymentRef,
        paidAt: this.clock.now(),
        amountPaid: payment.amountPaid,
        discount: payment.discount,
        promoCode: payment.promoCode,
        paymentProvider: payment.provider ?? null,
      });
      if (!paid) throw DomainError.conflict(BookingText.orderNotHeld);
      const slot = await this.slots.find(paid.slotId, tx);
      const gig = await this.readModels.gig(paid.gigId, tx);
      const event: OrderPaidEvent = {
        orderId: paid.id,
        order_id: paid.orderNumber,
        userId: paid.userId,
        slotId: paid.slotId,
        gigId: paid.gigId,
        streamerId: paid.streamerId,
        numberOfPlayers: paid.numberOfPlayers,
        paymentRef,
        amountPaid: payment.amountPaid,
        currency: paid.currency as Currency,
        paidAt: paid.paidAt!.toISOString(),
        gigTitle: gig?.title ?? '',
        gigSlug: gig?.slug ?? '',
        slotStartsAt: slot!.startsAt.toISOString(),
        slotEndsAt: slot!.endsAt.toISOString(),
        amount: paid.amount,
        discount: payment.discount,
        promoCode: payment.promoCode,
        provider: payment.provider ?? null,
      };
      await addToOutbox(tx, BookingEventSubjects.orderPaid, event);
      return paid;
    });
    return this.views.one(order, null);
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
      await recordRelease(tx, { orderId: cancelled.id, status: 'cancelled' });
      return cancelled;
    });
    return { message: BookingText.orderCancelled, order: await this.views.one(order, userId) };
  }

  /**
   * Gives back a hold that was never paid and leaves nothing behind: the order row goes, its seats return to the
   * slot, and payments hears of it (to close its checkout and give a promo use back). Anything but a held order
   * is left as it is (`released: false`), so a payment that landed meanwhile is never undone. With a buyer, only
   * their own order.
   */
  async releaseHold(orderId: string, buyerId?: string): Promise<{ released: boolean }> {
    const released = await this.orders.transaction(async (tx) => {
      const current = isUuid(orderId) ? await this.orders.lock(tx, orderId) : undefined;
      const seen = current && (buyerId === undefined || current.userId === buyerId);
      if (!seen && buyerId !== undefined) throw DomainError.notFound(BookingText.orderNotFound);
      if (!seen) return false;
      const removed = await this.orders.removeHeld(tx, orderId);
      if (!removed) return false;
      await this.slots.releaseSeats(tx, removed.slotId, removed.numberOfPlayers);
      await recordRelease(tx, { orderId: removed.id, status: 'cancelled' });
      return true;
    });
    return { released };
  }

  /**
   * Expires holds past their time and frees their seats, telling payments (to give back promo uses and close
   * open checkouts); safe to run on every replica at once.
   */
  async expireHolds(): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await this.orders.transaction(async (tx) => {
        const ids = await this.orders.expireHolds(tx, this.clock.now(), EXPIRY_BATCH);
        for (const orderId of ids) await recordRelease(tx, { orderId, status: 'expired' });
        return ids.length;
      });
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

export function recordRelease(executor: Executor, event: OrderReleasedEvent): Promise<string> {
  return addToOutbox(executor, BookingEventSubjects.orderReleased, event);
}

export function isPayment(payment: PaymentDetails | undefined): payment is PaymentDetails {
  return (
    payment !== undefined &&
    Number.isInteger(payment.amountPaid) &&
    payment.amountPaid >= 0 &&
    Number.isInteger(payment.discount) &&
    payment.discount >= 0 &&
    (payment.promoCode === null || typeof payment.promoCode === 'string')
  );
}

function cleanGamerTags(value: unknown, players: number): string[] {
  const tags = Array.isArray(value) ? value.map((tag) => (typeof tag === 'string' ? tag.trim() : '')) : [];
  if (
    tags.length !== players ||
    tags.some((tag) => tag.length === 0 || tag.length > ProfileLimits.gamerTagMax)
  ) {
    throw DomainError.invalid(BookingText.gamerTagsRequired);
  }
  return tags;
}
