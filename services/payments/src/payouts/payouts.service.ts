import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorText,
  type Currency,
  type Message,
  type Page,
  PageSizes,
  type PayoutCompletedEvent,
  type PayoutDto,
  PayoutEventSubjects,
  type PayoutSheetDto,
  type PayoutSummaryDto,
  PayoutText,
  payoutsGeneratedText,
  type RemainingPayoutDto,
  SuccessText,
} from '@lobby/contracts';
import { addToOutbox, CLOCK, type Clock, DomainError, isUuid, recordStaffAction } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import { earningsAccount, payoutsAccount, postTransaction } from '../earnings/ledger-postings';
import { PayoutBankAccounts } from './payout-bank-accounts';
import { PayoutLabels, PayoutLabelsSource } from './payout-labels';
import { lineDtoOf, totalsOf } from './payout-lines';
import { payoutSheet } from './payout-sheet';
import { type LineRow, type PayoutRow, PayoutsRepository } from './payouts.repository';

/**
 * Payouts (spec §4): remaining lines are merged into the streamer's draft payout per currency, which staff edit,
 * remove or complete. Every change takes the streamer's payouts lock and re-reads what remains under it, so two
 * staff working on one streamer at once leave each sale (and each refund) in exactly one payout; the primary key
 * of payout lines guards the same. Completing posts the payout's net out of the streamer's earnings account and
 * writes payout-completed to the outbox in the same transaction.
 */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly repository: PayoutsRepository,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly labelsSource: PayoutLabelsSource,
    private readonly bankAccounts: PayoutBankAccounts,
  ) {}

  async remaining(streamerId: string): Promise<RemainingPayoutDto[]> {
    const [lines, awaiting] = await Promise.all([
      this.repository.remainingLines(streamerId),
      this.repository.awaitingValidation(streamerId),
    ]);
    const currencies = [
      ...new Set<Currency>([...lines.map((line) => line.currency), ...awaiting.keys()]),
    ].sort();
    const labels = await this.labelsFor(lines, []);
    return currencies.map((currency) => {
      const own = lines.filter((line) => line.currency === currency).map((line) => lineDtoOf(line, labels));
      return {
        streamerId,
        currency,
        lines: own,
        totals: totalsOf(own),
        awaitingValidation: awaiting.get(currency) ?? 0,
      };
    });
  }

  /** Merges every remaining line into the streamer's draft per currency; nothing remaining is said, not refused. */
  async generate(actorId: string, streamerId: string): Promise<Message & { payouts: PayoutDto[] }> {
    await this.requireVerifiedAccount(streamerId);
    const payoutIds = await this.repository.underLock(streamerId, async (tx) => {
      const lines = await this.repository.remainingLines(streamerId, tx);
      // ₹0 lines ride along with money; alone they would make a draft that can never be completed,
      // so a streamer with only those has nothing to pay out.
      const payable = [...new Set(lines.filter(movesMoney).map((line) => line.currency))].sort();
      const ids: string[] = [];
      for (const currency of payable)
        ids.push(
          await this.mergeInto(
            tx,
            actorId,
            streamerId,
            currency,
            lines.filter((l) => l.currency === currency),
            'payments.payout.generate',
          ),
        );
      return ids;
    });
    return { message: payoutsGeneratedText(payoutIds.length), payouts: await this.dtosOf(payoutIds) };
  }

  /** Merges the named remaining orders into the streamer's draft in `currency`. */
  async create(
    actorId: string,
    request: { streamerId: string; currency: Currency; orderIds: string[] },
  ): Promise<Message & { payout: PayoutDto }> {
    const orderIds = [...new Set(request.orderIds)];
    await this.requireVerifiedAccount(request.streamerId);
    const payoutId = await this.repository.underLock(request.streamerId, async (tx) => {
      const lines = await this.pickRemaining(tx, request.streamerId, request.currency, orderIds);
      return this.mergeInto(
        tx,
        actorId,
        request.streamerId,
        request.currency,
        lines,
        'payments.payout.create',
      );
    });
    return { message: SuccessText.payoutCreated, payout: (await this.dtosOf([payoutId]))[0] };
  }

  /** A draft only: adds remaining orders of its streamer and currency, and removes lines (they remain again). */
  async update(
    actorId: string,
    request: { payoutId: string; addOrderIds?: string[]; removeOrderIds?: string[] },
  ): Promise<Message & { payout: PayoutDto }> {
    const add = [...new Set(request.addOrderIds ?? [])];
    const remove = [...new Set(request.removeOrderIds ?? [])];
    if (add.length + remove.length === 0) throw DomainError.invalid(ErrorText.badRequest);
    await this.onDraft(request.payoutId, async (tx, payout) => {
      const now = this.clock.now();
      if (remove.length > 0) {
        const removed = await this.repository.removeLines(tx, payout.id, remove, now);
        if (removed < remove.length) throw DomainError.conflict(PayoutText.notInPayout);
      }
      if (add.length > 0) {
        const lines = await this.pickRemaining(tx, payout.streamerId, payout.currency as Currency, add);
        await this.repository.addLines(tx, payout.id, lines, now);
      }
      await recordStaffAction(tx, {
        actorId,
        action: 'payments.payout.update',
        target: payoutTarget(payout),
        before: null,
        after: { addedOrderIds: add, removedOrderIds: remove },
      });
    });
    return { message: PayoutText.updated, payout: (await this.dtosOf([request.payoutId]))[0] };
  }

  /** A draft only: removes it, and its lines remain again. */
  async remove(actorId: string, payoutId: string): Promise<Message> {
    await this.onDraft(payoutId, async (tx, payout) => {
      await this.repository.deletePayout(tx, payout.id);
      await recordStaffAction(tx, {
        actorId,
        action: 'payments.payout.remove',
        target: payoutTarget(payout),
        before: { status: payout.status, currency: payout.currency },
        after: null,
      });
    });
    return { message: PayoutText.removed };
  }

  /**
   * A draft with a positive net: moves the net from the streamer's earnings account to the payouts account (one
   * ledger transaction, keyed by the payout), marks it completed with the transfer reference, and writes
   * payout-completed to the outbox, all in one transaction.
   */
  async complete(
    actorId: string,
    request: { payoutId: string; transferReference: string },
  ): Promise<Message & { payout: PayoutDto }> {
    const { transferReference } = request;
    if (transferReference.length === 0) throw DomainError.invalid(PayoutText.transferReferenceRequired);
    await this.onDraft(request.payoutId, async (tx, payout) => {
      const lines = (await this.repository.linesOf([payout.id], tx)).map((line) =>
        lineDtoOf(line, PayoutLabels.none),
      );
      const totals = totalsOf(lines);
      if (totals.net <= 0) throw DomainError.conflict(PayoutText.notPositive);
      const currency = payout.currency as Currency;
      const at = this.clock.now();
      const transactionId = await postTransaction(tx, {
        idempotencyKey: `payout:${payout.id}`,
        kind: 'payout',
        userId: payout.streamerId,
        amount: totals.net,
        currency,
        at,
        postings: [
          { account: earningsAccount(payout.streamerId, currency), amount: -totals.net },
          { account: payoutsAccount(currency), amount: totals.net },
        ],
        streamerId: payout.streamerId,
      });
      await this.repository.markCompleted(tx, payout.id, {
        transferReference,
        transactionId,
        completedBy: actorId,
        at,
      });
      const event: PayoutCompletedEvent = {
        payoutId: payout.id,
        streamerId: payout.streamerId,
        amount: totals.net,
        currency,
        orderCount: totals.orderCount,
        completedAt: at.toISOString(),
      };
      await addToOutbox(tx, PayoutEventSubjects.payoutCompleted, event);
      await recordStaffAction(tx, {
        actorId,
        action: 'payments.payout.complete',
        target: payoutTarget(payout),
        before: { status: payout.status },
        after: {
          status: 'completed',
          transferReference,
          net: totals.net,
          currency,
          orderCount: totals.orderCount,
        },
      });
    });
    return { message: PayoutText.completed, payout: (await this.dtosOf([request.payoutId]))[0] };
  }

  async active(streamerId: string): Promise<PayoutDto[]> {
    return this.dtosOfRows(await this.repository.drafts(streamerId));
  }

  async history(streamerId: string, pageNumber = 1): Promise<Page<PayoutDto>> {
    const limit = PageSizes.admin;
    const { rows, total } = await this.repository.completed(streamerId, (pageNumber - 1) * limit, limit);
    return {
      data: await this.dtosOfRows(rows),
      page: pageNumber,
      limit,
      total,
      totalPages: Math.ceil(total / limit),
    };
  }

  /** With `streamerId`, another streamer's payout is not found (never told apart from a missing one). */
  async payout(payoutId: string, streamerId?: string): Promise<PayoutDto> {
    const row = isUuid(payoutId) ? await this.repository.payout(payoutId) : undefined;
    if (!row || (streamerId !== undefined && row.streamerId !== streamerId))
      throw DomainError.notFound(PayoutText.notFound);
    return (await this.dtosOfRows([row]))[0];
  }

  async sheet(payoutId: string): Promise<PayoutSheetDto> {
    return payoutSheet(await this.payout(payoutId));
  }

  async summary(streamerId: string): Promise<PayoutSummaryDto> {
    const [remaining, active, history] = await Promise.all([
      this.remaining(streamerId),
      this.active(streamerId),
      this.history(streamerId, 1),
    ]);
    return { streamerId, remaining, active, lastCompleted: history.data[0] ?? null };
  }

  /** A payout is made only for a streamer whose bank details staff verified (409 otherwise). */
  private async requireVerifiedAccount(streamerId: string) {
    if ((await this.bankAccounts.verifiedAccountOf(streamerId)) === null)
      throw DomainError.conflict(PayoutText.bankDetailsNotVerified);
  }

  /** The draft of the streamer in `currency` (made when missing) with `lines` added. */
  private async mergeInto(
    tx: Executor,
    actorId: string,
    streamerId: string,
    currency: Currency,
    lines: LineRow[],
    action: 'payments.payout.generate' | 'payments.payout.create',
  ): Promise<string> {
    const now = this.clock.now();
    const existing = await this.repository.draftOf(tx, streamerId, currency);
    const draft = existing ?? (await this.repository.createDraft(tx, streamerId, currency, actorId, now));
    await this.repository.addLines(tx, draft.id, lines, now);
    await recordStaffAction(tx, {
      actorId,
      action,
      target: payoutTarget(draft),
      before: existing ? { status: existing.status } : null,
      after: {
        status: draft.status,
        streamerId,
        currency,
        addedOrderIds: [...new Set(lines.map((line) => line.orderId))],
      },
    });
    return draft.id;
  }

  /** The remaining lines of these orders, read under the lock; 409 if any of them is not remaining. */
  private async pickRemaining(tx: Executor, streamerId: string, currency: Currency, orderIds: string[]) {
    const wanted = new Set(orderIds);
    const lines = (await this.repository.remainingLines(streamerId, tx)).filter(
      (line) => line.currency === currency && wanted.has(line.orderId),
    );
    if (new Set(lines.map((line) => line.orderId)).size < wanted.size)
      throw DomainError.conflict(PayoutText.notRemaining);
    return lines;
  }

  /** Runs `work` on the payout under its streamer's lock, once it is re-read there and found a draft. */
  private async onDraft(payoutId: string, work: (tx: Executor, payout: PayoutRow) => Promise<void>) {
    const found = await this.repository.payout(payoutId);
    if (!found) throw DomainError.notFound(PayoutText.notFound);
    await this.repository.underLock(found.streamerId, async (tx) => {
      const payout = await this.repository.payout(payoutId, tx);
      if (!payout) throw DomainError.notFound(PayoutText.notFound);
      if (payout.status !== 'draft') throw DomainError.conflict(PayoutText.notDraft);
      await work(tx, payout);
    });
  }

  private async dtosOf(payoutIds: string[]): Promise<PayoutDto[]> {
    const rows = await Promise.all(payoutIds.map((id) => this.repository.payout(id)));
    return this.dtosOfRows(rows.filter((row): row is PayoutRow => row !== undefined));
  }

  private async dtosOfRows(rows: PayoutRow[]): Promise<PayoutDto[]> {
    const lines = await this.repository.linesOf(rows.map((row) => row.id));
    const streamerIds = rows.map((row) => row.streamerId);
    const [labels, accounts] = await Promise.all([
      this.labelsFor(lines, streamerIds),
      this.bankAccounts.verifiedAccountsOf(streamerIds),
    ]);
    return rows.map((row) => {
      const own = lines.filter((line) => line.payoutId === row.id).map((line) => lineDtoOf(line, labels));
      return {
        _id: row.id,
        streamerId: row.streamerId,
        streamerName: labels.name(row.streamerId),
        currency: row.currency as Currency,
        status: row.status,
        orderIds: [...new Set(own.map((line) => line.orderId))],
        lines: own,
        totals: totalsOf(own),
        transferReference: row.transferReference,
        createdBy: row.createdBy,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        completedAt: row.completedAt?.toISOString() ?? null,
        completedBy: row.completedBy,
        bankAccount: accounts.get(row.streamerId) ?? null,
      };
    });
  }

  private labelsFor(lines: LineRow[], streamerIds: string[]) {
    return this.labelsSource.of(
      lines.map((line) => line.orderId),
      [...lines.map((line) => line.userId), ...streamerIds],
    );
  }
}

/** A line with any money on it (a ₹0 order's line has none). */
function movesMoney(line: LineRow): boolean {
  return line.gross !== 0 || line.net !== 0;
}

/** A payout as the audit log names it (its streamer in the entry's fields, the log's filter by target finds it). */
function payoutTarget(payout: Pick<PayoutRow, 'id'>) {
  return { type: 'payout', id: payout.id, label: null };
}
