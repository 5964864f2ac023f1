import { Inject, Injectable } from '@nestjs/common';
import {
  BookingEventSubjects,
  PageSizes,
  PlayedValidationDefaultRangeDays,
  PlayedValidationSort,
  PlayStatuses,
  PlayValidationSorts,
  PlayValidationText,
  type OrderPlayValidatedEvent,
  type PlayStatus,
  type PlayValidationFilter,
  type PlayValidationInput,
  type PlayValidationOrderDto,
  type PlayValidationPage,
  type SavedPlayValidations,
} from '@lobby/contracts';
import {
  addToOutbox,
  CLOCK,
  type Clock,
  cleanPageRequest,
  DomainError,
  pageOffset,
  recordStaffAction,
  toPage,
  TransactionRunner,
} from '@lobby/service-kit';
import { HoldsService, runAll } from '../holds/holds.service';
import type { AfterCommit } from '../holds/hold-kinds';
import type { OrderRow } from '../orders/order-view';
import { OrderViews } from '../orders/order-views';
import { ReadModelsRepository } from '../read-models/read-models.repository';
import { isValidatable, playStates } from './play-state';
import { PlayValidationsRepository } from './play-validations.repository';

const DAY_MS = 86_400_000;

/**
 * Played validations (spec §2, §7 Admin Payouts, §9): staff read a streamer's paid orders and mark each played or
 * not played. Every change is written with `order-play-validated` in one transaction (payments pays out only
 * played orders); not played refunds the fan in full through holds' one refund path in the same transaction, so
 * the order is refunded and its sale reversed. Who may do this is the gateway's check (staff with Payouts);
 * booking keeps who did it.
 */
@Injectable()
export class PlayValidationsService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly validations: PlayValidationsRepository,
    private readonly views: OrderViews,
    private readonly readModels: ReadModelsRepository,
    private readonly holds: HoldsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * The streamer's ever-paid orders that changed in [from, to): by default the last 25 days up to now, most
   * recently changed first, ten to a page.
   */
  async list(
    streamerId: string,
    filter: PlayValidationFilter,
    paging: { page?: number; limit?: number },
  ): Promise<PlayValidationPage> {
    const sort = filter.sort ?? PlayedValidationSort;
    if (!PlayValidationSorts.includes(sort)) throw DomainError.invalid(PlayValidationText.invalidSort);
    if (filter.playStatus !== undefined && !PlayStatuses.includes(filter.playStatus)) {
      throw DomainError.invalid(PlayValidationText.invalidPlayStatus);
    }
    const to = filter.to === undefined ? undefined : instant(filter.to);
    const end = to ?? this.clock.now();
    const from =
      filter.from === undefined
        ? new Date(end.getTime() - PlayedValidationDefaultRangeDays * DAY_MS)
        : instant(filter.from);
    if (from.getTime() >= end.getTime()) throw DomainError.invalid(PlayValidationText.invalidRange);

    const request = cleanPageRequest(paging, PageSizes.admin);
    const { rows, total } = await this.validations.page(
      { streamerId, from, to, playStatus: filter.playStatus },
      sort,
      request.limit,
      pageOffset(request),
    );
    const page = toPage(await this.rows(rows), total, request);
    return { ...page, from: from.toISOString(), to: end.toISOString() };
  }

  /**
   * Marks the streamer's orders played or not played, all or none: an order that isn't theirs is 404 and one
   * that isn't paid or completed 409, and then nothing is saved. An order already at the value sent is left
   * as it is and tells no one. Not played refunds the order in full the way it was paid (it is then refunded,
   * so no later mark can change it).
   */
  async save(
    staffId: string,
    streamerId: string,
    input: PlayValidationInput[],
  ): Promise<SavedPlayValidations> {
    const validations = cleanValidations(input);
    const validatedAt = this.clock.now();
    const afterCommit: AfterCommit[] = [];
    const { changed, rows } = await this.transactions.run(async (tx) => {
      await this.holds.lockKindsFirst(
        tx,
        validations.filter(({ played }) => !played).map(({ orderId }) => orderId),
      );
      const locked = await this.validations.lockMany(
        tx,
        validations.map(({ orderId }) => orderId),
      );
      const byId = new Map(locked.map((row) => [row.id, row]));
      const current = validations.map(({ orderId }) => byId.get(orderId));
      if (current.some((row) => row === undefined || row.streamerId !== streamerId)) {
        throw DomainError.notFound(PlayValidationText.notStreamersOrder);
      }
      if (current.some((row) => !isValidatable(row!.status))) {
        throw DomainError.conflict(PlayValidationText.notValidatable);
      }
      let changedCount = 0;
      const saved: OrderRow[] = [];
      for (const [index, { orderId, played }] of validations.entries()) {
        const before = current[index]!;
        const to: PlayStatus = played ? 'played' : 'not_played';
        if (before.playStatus === to) {
          saved.push(before);
          continue;
        }
        playStates.assertTransition(before.playStatus, to);
        const after = await this.validations.setPlay(tx, orderId, to, staffId, validatedAt);
        if (!after) throw DomainError.conflict(PlayValidationText.notValidatable);
        const event: OrderPlayValidatedEvent = {
          orderId,
          streamerId,
          played,
          validatedBy: staffId,
          validatedAt: validatedAt.toISOString(),
        };
        await addToOutbox(tx, BookingEventSubjects.orderPlayValidated, event);
        await recordStaffAction(tx, {
          actorId: staffId,
          action: 'booking.order.playValidation',
          target: { type: 'order', id: orderId, label: null },
          before: { playStatus: before.playStatus },
          after: { playStatus: to },
          at: validatedAt,
        });
        changedCount += 1;
        if (played) {
          saved.push(after);
          continue;
        }
        const refunded = await this.holds.end(tx, [orderId], 'refunded', {
          refundTo: 'card',
          reason: 'not-played',
        });
        afterCommit.push(...refunded.afterCommit);
        const [withRefund] = await this.validations.lockMany(tx, [orderId]);
        saved.push(withRefund);
      }
      return { changed: changedCount, rows: saved };
    });
    await runAll(afterCommit);
    return { message: PlayValidationText.saved, changed, orders: await this.rows(rows) };
  }

  private async rows(rows: OrderRow[]): Promise<PlayValidationOrderDto[]> {
    const [orders, staff] = await Promise.all([
      this.views.many(rows, null),
      this.readModels.peopleByIds(rows.flatMap((row) => (row.validatedBy === null ? [] : [row.validatedBy]))),
    ]);
    return rows.map((row, index) => ({
      ...orders[index],
      playStatus: row.playStatus,
      validatedAt: row.validatedAt?.toISOString() ?? null,
      validatedBy: row.validatedBy,
      validatedByUsername: row.validatedBy === null ? null : (staff.get(row.validatedBy)?.username ?? null),
      updatedAt: row.updatedAt.toISOString(),
      validatable: isValidatable(row.status),
    }));
  }
}

/** Each order once (the request's schema gives 1 to 100 validations, each an order id and a boolean). */
function cleanValidations(validations: PlayValidationInput[]): PlayValidationInput[] {
  if (new Set(validations.map(({ orderId }) => orderId)).size !== validations.length) {
    throw DomainError.invalid(PlayValidationText.duplicateOrder);
  }
  return validations.map(({ orderId, played }) => ({ orderId, played }));
}

/** An ISO instant from 1970 to 9999 (PostgreSQL reads every one of those; a list reaches no further). */
function instant(value: string): Date {
  const date = typeof value === 'string' ? new Date(value) : new Date(NaN);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1970 || year > 9999) {
    throw DomainError.invalid(PlayValidationText.invalidDate);
  }
  return date;
}
