import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorText,
  isCurrency,
  PageSizes,
  PaymentsEventSubjects,
  PaymentsText,
  PROMO_CODE_MAX_LENGTH,
  type AdminPromoCodesQuery,
  type Message,
  type Page,
  type PromoCodeDto,
  type PromoCodeInput,
  type PromoPrice,
  type PromoUseDto,
  type PromoVerification,
  type RequestOf,
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
import type { Executor } from '../db/database';
import { applyDiscount, type DiscountRule } from './promo-discount';
import { isPromoCodeText, isWholeAmount, parsePromoCodeInput } from './promo-code-input';
import { promoCodeLaunchedEvent, toPromoCodeDto } from './promo-code-view';
import { PromoCodesRepository, type PromoCodeRow } from './promo-codes.repository';

/**
 * Promo codes: streamers make them for their gigs (staff for anyone, or for every streamer), fans verify
 * them at checkout, and booking counts one use per order within the total and per-fan limits.
 */
@Injectable()
export class PromoCodesService {
  constructor(
    private readonly promoCodes: PromoCodesRepository,
    private readonly transactions: TransactionRunner,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async create(
    request: RequestOf<'payments.createPromoCode'>,
  ): Promise<Message & { promoCode: PromoCodeDto }> {
    const { userId, isStaff, streamerId, ...input } = request;
    const owner = this.ownerFor(userId, isStaff === true, streamerId);
    const values = parsePromoCodeInput(input as PromoCodeInput);
    if (!values) throw DomainError.invalid(ErrorText.errorCreatingPromoCode);
    const row = await this.transactions.run(async (tx) => {
      const created = await this.promoCodes.create({ ...values, streamerId: owner, createdBy: userId }, tx);
      if (created && isStaff === true) await audit(tx, userId, 'payments.promoCode.create', null, created);
      if (created) await announceLaunch(tx, created);
      return created;
    });
    if (!row) throw DomainError.conflict(PaymentsText.promoCodeTaken);
    return { message: PaymentsText.promoCodeCreated, promoCode: toPromoCodeDto(row) };
  }

  async toggle(
    userId: string,
    isStaff: boolean,
    promoCodeId: string,
  ): Promise<Message & { promoCode: PromoCodeDto }> {
    const found = await this.promoCodes.find(promoCodeId);
    if (!found) throw DomainError.notFound(PaymentsText.promoCodeMissing);
    if (!isStaff && found.streamerId !== userId) throw DomainError.forbidden(PaymentsText.promoCodeNotYours);
    const row = await this.transactions.run(async (tx) => {
      const toggled = await this.promoCodes.toggle(promoCodeId, tx);
      if (toggled && isStaff) await audit(tx, userId, 'payments.promoCode.toggle', found, toggled);
      if (toggled) await announceLaunch(tx, toggled);
      return toggled;
    });
    if (!row) throw DomainError.notFound(PaymentsText.promoCodeMissing);
    return {
      message: row.isActive ? PaymentsText.promoCodeActivated : PaymentsText.promoCodeDeactivated,
      promoCode: toPromoCodeDto(row),
    };
  }

  /**
   * New rules for a code (by its streamer, or staff): uses so far stay counted, and orders that used it keep the
   * code and discount they got; only later uses take the new rules.
   */
  async update(
    request: RequestOf<'payments.updatePromoCode'>,
  ): Promise<Message & { promoCode: PromoCodeDto }> {
    const { userId, isStaff, promoCodeId, ...input } = request;
    const found = await this.ownCode(userId, isStaff === true, promoCodeId);
    const values = parsePromoCodeInput(input as PromoCodeInput);
    if (!values) throw DomainError.invalid(ErrorText.errorCreatingPromoCode);
    const row = await this.transactions.run(async (tx) => {
      const updated = await this.promoCodes.update(found.id, values, tx);
      if (updated && isStaff === true) await audit(tx, userId, 'payments.promoCode.update', found, updated);
      return updated;
    });
    if (row === null) throw DomainError.conflict(PaymentsText.promoCodeTaken);
    if (!row) throw DomainError.notFound(PaymentsText.promoCodeMissing);
    return { message: PaymentsText.promoCodeUpdated, promoCode: toPromoCodeDto(row) };
  }

  /** Soft delete (by its streamer, or staff): the code stops working; past orders still name it. */
  async remove(userId: string, isStaff: boolean, promoCodeId: string): Promise<Message> {
    const found = await this.ownCode(userId, isStaff, promoCodeId);
    const row = await this.transactions.run(async (tx) => {
      const deleted = await this.promoCodes.softDelete(found.id, this.clock.now(), tx);
      if (deleted && isStaff) await audit(tx, userId, 'payments.promoCode.delete', found, deleted);
      return deleted;
    });
    if (!row) throw DomainError.notFound(PaymentsText.promoCodeMissing);
    return { message: PaymentsText.promoCodeDeleted };
  }

  /** The code, when it exists (not deleted) and the caller is staff or its streamer; 404 or 403 otherwise. */
  private async ownCode(userId: string, isStaff: boolean, promoCodeId: string): Promise<PromoCodeRow> {
    const found =
      typeof promoCodeId === 'string' && UUID.test(promoCodeId)
        ? await this.promoCodes.find(promoCodeId)
        : undefined;
    if (!found) throw DomainError.notFound(PaymentsText.promoCodeMissing);
    if (!isStaff && found.streamerId !== userId) throw DomainError.forbidden(PaymentsText.promoCodeNotYours);
    return found;
  }

  async forStreamer(userId: string, isStaff: boolean, streamerId: string): Promise<PromoCodeDto[]> {
    if (!isStaff && streamerId !== userId) throw DomainError.forbidden(PaymentsText.promoCodeNotYours);
    return (await this.promoCodes.forStreamer(streamerId)).map(toPromoCodeDto);
  }

  /**
   * Staff's list of every code (gateway-checked PromoCodes read), newest first, 10 a page: one streamer's,
   * `streamerId: 'platform'` for the platform-wide ones, or all; `search` matches part of the code.
   */
  async adminPage(query: AdminPromoCodesQuery): Promise<Page<PromoCodeDto>> {
    const request = cleanPageRequest(query, PageSizes.admin);
    const streamerId = query.streamerId === 'platform' ? null : query.streamerId || undefined;
    const search = typeof query.search === 'string' ? query.search.trim() : '';
    if (search.length > PROMO_CODE_MAX_LENGTH || (streamerId && !UUID.test(streamerId))) {
      throw DomainError.invalid(ErrorText.badRequest);
    }
    const { rows, total } = await this.promoCodes.page(
      { streamerId, search: search || undefined },
      pageOffset(request),
      request.limit,
    );
    return toPage(rows.map(toPromoCodeDto), total, request);
  }

  /** What the code takes off this amount for this fan, gig and streamer; refuses with the reason. */
  async verify(request: RequestOf<'payments.verifyPromoCode'>): Promise<PromoVerification> {
    const { code, userId, ...price } = request;
    if (!isPromoCodeText(code) || !isPromoPrice(price)) {
      throw DomainError.invalid(ErrorText.errorVerifyingPromoCode);
    }
    const row = await this.promoCodes.findByCode(code.trim());
    if (!row) throw DomainError.notFound(PaymentsText.promoCodeNotFound);
    this.assertUsableNow(row);
    assertApplies(row, price);
    if (row.maxUses !== null && row.usesCount >= row.maxUses) {
      throw DomainError.conflict(PaymentsText.promoCodeUsedUp);
    }
    if (row.maxUsesPerUser !== null) {
      const fanUses = await this.promoCodes.fanUses(row.id, userId);
      if (fanUses >= row.maxUsesPerUser) throw DomainError.conflict(PaymentsText.promoCodeFanLimit);
    }
    const { discount, finalAmount } = applyDiscount(price.amount, discountRule(row));
    return {
      _id: row.id,
      code: row.code,
      currency: price.currency,
      amount: price.amount,
      discount,
      finalAmount,
    };
  }

  /** Counts the use for the order under the code's row lock; the same order again returns the same use. */
  async reserve(code: string, userId: string, orderId: string, price?: PromoPrice): Promise<PromoUseDto> {
    const valid = isPromoCodeText(code) && (price === undefined || isPromoPrice(price));
    if (!valid) throw DomainError.invalid(ErrorText.badRequest);

    const result = await this.promoCodes.reserve(code.trim(), userId, orderId, (row, facts) => {
      if (facts.existingUse) {
        if (facts.existingUse.promoCodeId !== row.id)
          throw DomainError.conflict(PaymentsText.promoCodeOrderTaken);
        return;
      }
      this.assertUsableNow(row);
      if (price) assertApplies(row, price);
      if (row.maxUsesPerUser !== null && facts.fanUses >= row.maxUsesPerUser) {
        throw DomainError.conflict(PaymentsText.promoCodeFanLimit);
      }
      if (row.maxUses !== null && row.usesCount >= row.maxUses) {
        throw DomainError.conflict(PaymentsText.promoCodeUsedUp);
      }
    });
    if (result === 'not_found') throw DomainError.notFound(PaymentsText.promoCodeNotFound);
    if (result === 'used_up') throw DomainError.conflict(PaymentsText.promoCodeUsedUp);
    return {
      promoCodeId: result.code.id,
      code: result.code.code,
      orderId: result.use.orderId,
      userId: result.use.userId,
      ...(price ? applyDiscount(price.amount, discountRule(result.code)) : {}),
    };
  }

  async release(orderId: string): Promise<{ released: boolean }> {
    return { released: await this.promoCodes.release(orderId, this.clock.now()) };
  }

  /** A streamer makes codes for themself; staff for any streamer, or (no streamer) for every streamer. */
  private ownerFor(userId: string, isStaff: boolean, streamerId: string | null | undefined): string | null {
    if (isStaff) {
      if (streamerId === undefined || streamerId === null) return null;
      return streamerId;
    }
    if (streamerId !== undefined && streamerId !== null && streamerId !== userId) {
      throw DomainError.forbidden(PaymentsText.promoCodeNotYours);
    }
    return userId;
  }

  private assertUsableNow(row: PromoCodeRow): void {
    const now = this.clock.now();
    if (!row.isActive) throw DomainError.invalid(PaymentsText.promoCodeInactive);
    if (row.validFrom && now < row.validFrom) throw DomainError.invalid(PaymentsText.promoCodeNotStarted);
    if (row.validUntil && now >= row.validUntil) throw DomainError.invalid(PaymentsText.promoCodeExpired);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A staff member's change of a code, in the audit log (the code's rules, never who used it). */
function audit(
  tx: Executor,
  actorId: string,
  action: string,
  before: PromoCodeRow | null,
  after: PromoCodeRow,
): Promise<void> {
  const view = (row: PromoCodeRow) => {
    const { usesCount: _uses, createdAt: _created, ...rules } = toPromoCodeDto(row);
    return rules;
  };
  return recordStaffAction(tx, {
    actorId,
    action,
    target: { type: 'promoCode', id: after.id, label: after.code },
    before: before ? view(before) : null,
    after: view(after),
  });
}

function isPromoPrice(price: PromoPrice): boolean {
  return (
    typeof price === 'object' &&
    price !== null &&
    (price.gigId === null || typeof price.gigId === 'string') &&
    typeof price.streamerId === 'string' &&
    isWholeAmount(price.amount) &&
    isCurrency(price.currency)
  );
}

/**
 * The code is the gig's streamer's (or everybody's), lists the gig (or none), and a fixed one is in its currency.
 * A price without a gig (a VIP queue place) takes only codes that list no gigs.
 */
function assertApplies(row: PromoCodeRow, price: PromoPrice): void {
  const appliesToGig =
    row.gigIds.length === 0 || (price.gigId !== null && row.gigIds.includes(price.gigId.toLowerCase()));
  const appliesToStreamer = row.streamerId === null || row.streamerId === price.streamerId;
  if (!appliesToGig || !appliesToStreamer) throw DomainError.notFound(PaymentsText.promoCodeNotApplicable);
  if (row.discountType === 'fixed' && row.currency !== price.currency) {
    throw DomainError.invalid(PaymentsText.promoCodeWrongCurrency);
  }
}

function discountRule(row: PromoCodeRow): DiscountRule {
  return row.discountType === 'percent'
    ? { type: 'percent', percentOff: row.percentOff ?? 0 }
    : { type: 'fixed', amountOff: row.amountOffMinor ?? 0 };
}

/**
 * Tells followers (through notifications) of a streamer's code that is now on. Notifications announce a code once,
 * so switching it off and on again, or the same event twice, sends nothing more.
 */
async function announceLaunch(tx: Executor, row: PromoCodeRow): Promise<void> {
  const event = promoCodeLaunchedEvent(row);
  if (event) await addToOutbox(tx, PaymentsEventSubjects.promoCodeLaunched, event);
}
