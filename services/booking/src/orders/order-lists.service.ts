import { Inject, Injectable } from '@nestjs/common';
import {
  BookingText,
  PageSizes,
  type Currency,
  type InvoiceDto,
  type LobbyCodeDetailsDto,
  type MonthFilter,
  type OrderDto,
  type OrderLabelsDto,
  type Page,
} from '@lobby/contracts';
import {
  CLOCK,
  type Clock,
  DomainError,
  isUuid,
  cleanPageRequest,
  pageOffset,
  RPC_CLIENT,
  type RpcClient,
  toPage,
} from '@lobby/service-kit';
import { isTimeZone, localDateOf, zonedToUtc, type LocalDate } from '../common/zoned-time';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { lobbyCodeDetails } from '../slots/slots.service';
import { SlotsRepository } from '../slots/slots.repository';
import { OrderViews } from './order-views';
import { OrdersRepository, type OrderFilter } from './orders.repository';
import type { OrderRow } from './order-view';

/** Orders that bought seats (what streamers are paid for and fans have sessions of). */
const PAID_STATES = ['paid', 'completed'] as const;
/** Orders that still count as the fan's booking of a slot. */
const BOOKED_STATES = ['held', 'paid', 'completed'] as const;
const INVOICE_STATES = new Set(['paid', 'completed', 'refunded']);

type Paging = { page?: number; limit?: number };

/** Reading orders: one order, lists for fans and streamers, sessions, invoices and lobby codes. */
@Injectable()
export class OrderListsService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly slots: SlotsRepository,
    private readonly readModels: ReadModelsRepository,
    private readonly views: OrderViews,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
  ) {}

  /** An order for its buyer or the slot's streamer; anyone else is told it doesn't exist. */
  async one(viewerId: string, orderId: string): Promise<OrderDto> {
    return this.views.one(await this.visible(viewerId, orderId), viewerId);
  }

  /**
   * The buyer's orders, newest first; with a month, those whose slot starts (VIP place was paid) in it. A VIP
   * place is an order here once paid (a hold that was never paid is no purchase).
   */
  async ofUser(userId: string, paging: Paging & MonthFilter): Promise<Page<OrderDto>> {
    const monthly = paging.year !== undefined || paging.month !== undefined;
    const defaultLimit =
      monthly && (paging.page ?? 1) === 1 ? PageSizes.monthlyOrdersFirstPage : PageSizes.orders;
    return this.list(userId, { userId, slotOrPaid: true, ...monthRange(paging) }, paging, defaultLimit, {
      by: monthly ? 'slot' : 'created',
      direction: 'desc',
    });
  }

  /**
   * Every order of the streamer that moved money (slots and VIP places, paid, and also refunded in part or in
   * full or cancelled with the payment kept: each shows what was kept), newest first; with a month, those for a
   * time in it.
   */
  async ofStreamer(streamerId: string, paging: Paging & MonthFilter): Promise<Page<OrderDto>> {
    const filter = { streamerId, everPaid: true, ...monthRange(paging) };
    return this.list(streamerId, filter, paging, PageSizes.orders, { by: 'slot', direction: 'desc' });
  }

  /**
   * Paid bookings played (past: the slot has ended, or the VIP place was played) or still ahead (upcoming: the
   * slot has not ended), six to a page, newest first by default.
   */
  async sessions(
    userId: string,
    when: 'past' | 'upcoming',
    paging: Paging,
    sort: 'asc' | 'desc' = 'desc',
  ): Promise<Page<OrderDto>> {
    const now = this.clock.now();
    const timing: OrderFilter = when === 'past' ? { playedBy: now } : { kind: 'slot', slotEndsAfter: now };
    const filter: OrderFilter = { userId, statuses: PAID_STATES, ...timing };
    return this.list(userId, filter, paging, PageSizes.sessions, {
      by: 'slot',
      direction: sort,
    });
  }

  /** Order numbers and names for documents that list orders by id (payouts; the request keeps only ids). */
  async labels(orderIds: string[], personIds: string[]): Promise<OrderLabelsDto> {
    const [orderNumbers, people] = await Promise.all([
      this.orders.numbersByIds(orderIds),
      this.readModels.peopleByIds(personIds),
    ]);
    return {
      orderNumbers: Object.fromEntries(orderNumbers),
      people: Object.fromEntries(
        [...people].map(([id, person]) => [id, { fullName: person.fullName, username: person.username }]),
      ),
    };
  }

  /** A proper invoice of a paid (or since refunded) order, for its buyer or its streamer. */
  async invoice(viewerId: string, orderId: string): Promise<InvoiceDto> {
    const order = await this.visible(viewerId, orderId);
    if (!INVOICE_STATES.has(order.status) || order.paidAt === null || order.amountPaid === null) {
      throw DomainError.conflict(BookingText.invoiceUnavailable);
    }
    const [slots, gigs, sessions, people, tax] = await Promise.all([
      this.slots.byIds(order.slotId === null ? [] : [order.slotId]),
      this.readModels.gigsByIds([order.gigId]),
      this.readModels.liveSessionsByIds([order.liveSessionId]),
      this.readModels.peopleByIds([order.userId, order.streamerId]),
      // Payments keeps the sale's taxes; an invoice is not issued with a guessed one (503 while it can't answer).
      this.rpc.send('payments.saleTax', {
        orderId: order.id,
        streamerId: order.streamerId,
        amountPaid: order.amountPaid,
      }),
    ]);
    const person = (id: string) => ({
      userId: id,
      fullName: people.get(id)?.fullName ?? '',
      username: people.get(id)?.username ?? '',
    });
    const slot = order.slotId === null ? undefined : slots.get(order.slotId);
    const gig = order.gigId === null ? undefined : gigs.get(order.gigId);
    const session = order.liveSessionId === null ? undefined : sessions.get(order.liveSessionId);
    const paidAt = order.paidAt.toISOString();
    return {
      invoiceNumber: `INV-${order.orderNumber}`,
      orderId: order.id,
      order_id: order.orderNumber,
      kind: order.kind,
      liveSessionId: order.liveSessionId,
      issuedAt: paidAt,
      buyer: person(order.userId),
      streamer: person(order.streamerId),
      gig:
        order.kind === 'vip'
          ? { _id: null, title: session?.title ?? '', slug: '' }
          : { _id: order.gigId, title: gig?.title ?? '', slug: gig?.slug ?? '' },
      slot: slot
        ? {
            _id: slot.id,
            date: localDateOf(slot.startsAt, slot.timeZone),
            startTime: slot.startsAt.toISOString(),
            endTime: slot.endsAt.toISOString(),
            timeZone: slot.timeZone,
          }
        : { _id: null, date: paidAt.slice(0, 10), startTime: paidAt, endTime: paidAt, timeZone: 'UTC' },
      numberOfPlayers: order.numberOfPlayers,
      unitPrice: order.amount / order.numberOfPlayers,
      subtotal: order.amount,
      discount: order.discount,
      promoCode: order.promoCode,
      taxes: tax.gst,
      gst: tax.gstin === null ? null : { gstin: tax.gstin, percent: tax.gstPercent, amount: tax.gst },
      total: order.amountPaid,
      currency: order.currency as Currency,
      paymentMethod: paymentMethodOf(order.paymentProvider),
      status: order.status,
      refund:
        order.refundAmount && order.refundedAt
          ? { amount: order.refundAmount, refundedAt: order.refundedAt.toISOString() }
          : null,
    };
  }

  /** The caller's bookings of a gig (by id, or by slug of the star `username`) whose slot hasn't ended. */
  async bookedOfGig(userId: string, productIdOrSlug: string, username?: string): Promise<OrderDto[]> {
    const key = productIdOrSlug;
    const filter: OrderFilter = { userId, statuses: BOOKED_STATES, slotEndsAfter: this.clock.now() };
    const rows = await this.orders.all(isUuid(key) ? { ...filter, gigId: key } : filter);
    const matching = isUuid(key) ? rows : await this.withGigSlug(rows, key, username);
    return this.views.many(matching, userId);
  }

  /** A fan's lobby code for a gig: their paid booking running now or next; null when there is none. */
  async userLobbyCode(userId: string, gigId: string): Promise<LobbyCodeDetailsDto | null> {
    const [next] = await this.orders.all({
      userId,
      gigId,
      statuses: PAID_STATES,
      slotEndsAfter: this.clock.now(),
    });
    if (!next) return null;
    const slot = next.slotId === null ? undefined : (await this.slots.byIds([next.slotId])).get(next.slotId);
    return slot ? lobbyCodeDetails(slot, next.id) : null;
  }

  private async list(
    viewerId: string,
    filter: OrderFilter,
    paging: Paging,
    defaultLimit: number,
    sort: { by: 'created' | 'slot'; direction: 'asc' | 'desc' },
  ): Promise<Page<OrderDto>> {
    const request = cleanPageRequest(paging, defaultLimit);
    const { rows, total } = await this.orders.page(filter, sort, request.limit, pageOffset(request));
    return toPage(await this.views.many(rows, viewerId), total, request);
  }

  private async visible(viewerId: string, orderId: string): Promise<OrderRow> {
    const order = await this.orders.find(orderId);
    if (!order || (order.userId !== viewerId && order.streamerId !== viewerId)) {
      throw DomainError.notFound(BookingText.orderNotFound);
    }
    return order;
  }

  private async withGigSlug(rows: OrderRow[], slug: string, username?: string): Promise<OrderRow[]> {
    const [gigs, people] = await Promise.all([
      this.readModels.gigsByIds(rows.map((row) => row.gigId)),
      this.readModels.peopleByIds(rows.map((row) => row.streamerId)),
    ]);
    const wanted = slug.toLowerCase();
    const star = username?.trim().toLowerCase();
    return rows.filter(
      (row) =>
        row.gigId !== null &&
        gigs.get(row.gigId)?.slug.toLowerCase() === wanted &&
        (!star || people.get(row.streamerId)?.username.toLowerCase() === star),
    );
  }
}

/** The slot-start range of a month in `timeZone`; none without a month; 'Month and year are required' if half. */
function monthRange(filter: MonthFilter): Pick<OrderFilter, 'slotStartsFrom' | 'slotStartsBefore'> {
  const { month, year } = filter;
  if (year === undefined && month === undefined) return {};
  if (month === undefined || year === undefined) throw DomainError.invalid(BookingText.monthYearRequired);
  const timeZone = filter.timeZone ?? 'UTC';
  if (!isTimeZone(timeZone)) throw DomainError.invalid(BookingText.invalidTimeZone);
  const first: LocalDate = { year, month, day: 1 };
  const next: LocalDate =
    month === 12 ? { year: year + 1, month: 1, day: 1 } : { year, month: month + 1, day: 1 };
  return { slotStartsFrom: zonedToUtc(first, 0, timeZone), slotStartsBefore: zonedToUtc(next, 0, timeZone) };
}

const PAYMENT_METHODS: Record<string, string> = {
  stripe: 'Card (Stripe)',
  sandbox: 'Card (sandbox)',
  wallet: 'Lobby wallet',
};

function paymentMethodOf(provider: string | null): string {
  return (provider && PAYMENT_METHODS[provider]) ?? 'Online payment';
}
