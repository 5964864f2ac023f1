import { Injectable } from '@nestjs/common';
import {
  Currencies,
  ErrorText,
  InputLimits,
  isCurrency,
  PageSizes,
  PaymentsText,
  type Currency,
  type Page,
  type PageRequest,
  type WalletBalanceDto,
  type WalletCreditKind,
  type WalletDebitKind,
  type WalletMovementDto,
  type WalletTransactionDto,
} from '@lobby/contracts';
import { cleanPageRequest, DomainError, pageOffset, toPage } from '@lobby/service-kit';
import { WalletRepository, type MovementKind, type TransactionRow } from './wallet.repository';

export interface WalletMovementRequest {
  userId: string;
  amount: number;
  currency: Currency;
  idempotencyKey: string;
}

const CREDIT_KINDS: readonly MovementKind[] = ['top_up', 'refund'];
const DEBIT_KINDS: readonly MovementKind[] = ['payment'];

/** A fan's wallet: a double-entry ledger per currency whose balance never goes below zero. */
@Injectable()
export class WalletService {
  constructor(private readonly wallet: WalletRepository) {}

  async balance(userId: string): Promise<WalletBalanceDto> {
    const rows = await this.wallet.balances(userId);
    return {
      userId,
      balances: Currencies.map((currency) => ({
        currency,
        amount: rows.find((row) => row.currency === currency)?.balanceMinor ?? 0,
      })),
    };
  }

  /** The fan's own wallet movements (refunds in, wallet payments out), newest first, ten to a page. */
  async movements(userId: string, paging: Partial<PageRequest>): Promise<Page<WalletMovementDto>> {
    const request = cleanPageRequest(paging, PageSizes.orders);
    const { rows, total } = await this.wallet.movements(userId, request.limit, pageOffset(request));
    const movements = rows.map((row) => ({
      _id: row.id,
      createdAt: row.createdAt.toISOString(),
      kind: row.kind as WalletMovementDto['kind'],
      amount: row.amountMinor,
      currency: row.currency as Currency,
    }));
    return toPage(movements, total, request);
  }

  credit(request: WalletMovementRequest & { kind: WalletCreditKind }): Promise<WalletTransactionDto> {
    return this.move(request, CREDIT_KINDS, 1);
  }

  debit(request: WalletMovementRequest & { kind: WalletDebitKind }): Promise<WalletTransactionDto> {
    return this.move(request, DEBIT_KINDS, -1);
  }

  private async move(
    request: WalletMovementRequest & { kind: MovementKind },
    allowedKinds: readonly MovementKind[],
    direction: 1 | -1,
  ): Promise<WalletTransactionDto> {
    const { userId, amount, currency, idempotencyKey, kind } = request;
    const valid =
      Number.isSafeInteger(amount) &&
      amount > 0 &&
      amount <= InputLimits.amountMinorMax &&
      isCurrency(currency) &&
      typeof idempotencyKey === 'string' &&
      idempotencyKey.length > 0 &&
      idempotencyKey.length <= InputLimits.idempotencyKeyMax &&
      allowedKinds.includes(kind);
    if (!valid) throw DomainError.invalid(ErrorText.badRequest);

    const { transaction, balance } = await this.wallet.move({
      idempotencyKey,
      kind,
      userId,
      amount,
      currency,
      direction,
    });
    if (!sameRequest(transaction, request)) throw DomainError.conflict(PaymentsText.idempotencyKeyReused);
    return {
      transactionId: transaction.id,
      idempotencyKey: transaction.idempotencyKey,
      kind,
      userId: transaction.userId,
      amount: transaction.amountMinor,
      currency: transaction.currency as Currency,
      balance,
      createdAt: transaction.createdAt.toISOString(),
    };
  }
}

/** A key names one request: reusing it for another amount, wallet or kind is a caller bug, not a retry. */
function sameRequest(row: TransactionRow, request: WalletMovementRequest & { kind: MovementKind }): boolean {
  return (
    row.userId === request.userId &&
    row.amountMinor === request.amount &&
    row.currency === request.currency &&
    row.kind === request.kind
  );
}
