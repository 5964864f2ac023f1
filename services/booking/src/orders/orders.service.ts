import { Inject, Injectable } from '@nestjs/common';
import { BookingText, type Message, type OrderDto } from '@lobby/contracts';
import { APP_CONFIG, CLOCK, type Clock, DomainError, newId, TransactionRunner } from '@lobby/service-kit';
import type { BookingConfig } from '../booking.config';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { SlotsRepository } from '../slots/slots.repository';
import { HoldsService, type PaymentDetails } from '../holds/holds.service';
import { newOrderNumber } from '../holds/order-number';
import { policyOf } from './cancellation-policy';
import { OrderViews } from './order-views';
import { OrdersRepository } from './orders.repository';

/** Slot orders: taking the seats, checkout, the buyer's cancel; paying and releasing go through holds/. */
@Injectable()
export class OrdersService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly orders: OrdersRepository,
    private readonly slots: SlotsRepository,
    private readonly readModels: ReadModelsRepository,
    private readonly views: OrderViews,
    private readonly holds: HoldsService,
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
    numberOfPlayers: number,
    gamerTags: string[],
  ): Promise<OrderDto> {
    const players = numberOfPlayers;
    // The request's shape is parsed already (contracts' CreateOrderRequest); one tag per player is booking's rule.
    if (gamerTags.length !== players) throw DomainError.invalid(BookingText.gamerTagsRequired);
    const tags = gamerTags;

    const now = this.clock.now();
    const created = await this.transactions.run(async (tx) => {
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
        kind: 'slot',
        userId,
        slotId: slot.id,
        gigId: slot.gigId,
        streamerId: slot.streamerId,
        status: 'held',
        numberOfPlayers: players,
        gamerTags: tags.map((gamerTag) => ({ _id: newId(), gamerTag })),
        amount: gig.price * players,
        currency: gig.currency,
        cancellationPolicy: policyOf(null, gig.cancellationPolicy),
        expiresAt: new Date(now.getTime() + this.config.holdMinutes * 60_000),
      });
    });
    if (created) return this.views.one(created, userId);
    throw await this.whyNoSeats(slotId, players, now);
  }

  /** The buyer's order while it still awaits payment and its hold runs: what a checkout may charge. */
  async forCheckout(userId: string, orderId: string): Promise<OrderDto> {
    const order = await this.orders.find(orderId);
    if (order?.userId !== userId || order.kind !== 'slot') {
      throw DomainError.notFound(BookingText.orderNotFound);
    }
    if (order.status !== 'held') throw DomainError.conflict(BookingText.orderNotPayable);
    if (order.expiresAt.getTime() <= this.clock.now().getTime()) {
      throw DomainError.conflict(BookingText.orderExpired);
    }
    return this.views.one(order, userId);
  }

  /** Payments' word that the order was paid (see HoldsService.markPaid). */
  async markPaid(orderId: string, paymentRef: string, payment: PaymentDetails): Promise<OrderDto> {
    return this.views.one(await this.holds.markPaid(orderId, paymentRef, payment), null);
  }

  /** The buyer gives up an order that is still awaiting payment; its seats go back to the slot. */
  async cancel(userId: string, orderId: string): Promise<Message & { order: OrderDto }> {
    const order = await this.transactions.run(async (tx) => {
      const current = await this.orders.lock(tx, orderId);
      if (current?.userId !== userId || current.kind !== 'slot') {
        throw DomainError.notFound(BookingText.orderNotFound);
      }
      if (current.status !== 'held') throw DomainError.conflict(BookingText.orderNotHeld);
      const { rows } = await this.holds.end(tx, [current.id], 'cancelled');
      if (rows.length === 0) throw DomainError.conflict(BookingText.orderNotHeld);
      return rows[0];
    });
    return { message: BookingText.orderCancelled, order: await this.views.one(order, userId) };
  }

  /** Gives back a hold that was never paid and leaves nothing behind (see HoldsService.release). */
  releaseHold(orderId: string, buyerId?: string): Promise<{ released: boolean }> {
    return this.holds.release(orderId, buyerId);
  }

  private async whyNoSeats(slotId: string, players: number, now: Date): Promise<DomainError> {
    const slot = await this.slots.find(slotId);
    if (!slot) return DomainError.notFound(BookingText.slotNotFound);
    if (slot.cancelledAt) return DomainError.conflict(BookingText.slotAlreadyCancelled);
    if (slot.startsAt.getTime() <= now.getTime()) return DomainError.conflict(BookingText.slotStarted);
    if (players > slot.seats) return DomainError.invalid(BookingText.invalidPlayers);
    return DomainError.conflict(BookingText.slotFull);
  }
}
