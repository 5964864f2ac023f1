import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorText,
  PaymentGatewayText,
  PaymentsText,
  type PaymentGatewayChange,
  type PaymentGatewayDto,
} from '@lobby/contracts';
import { APP_CONFIG, DomainError, recordStaffAction, TransactionRunner } from '@lobby/service-kit';
import type { Executor } from '../db/database';
import type { PaymentsConfig } from '../payments.config';
import { PaymentGatewaysRepository, type PaymentGatewayRow } from './payment-gateways.repository';

/**
 * Which ways to pay a buyer is offered: the configured card gateway and the wallet, as staff ordered them.
 * At least one offered gateway stays active (a checkout with nothing to pay with is a shop that can't sell).
 */
@Injectable()
export class PaymentGatewaysService {
  constructor(
    private readonly gateways: PaymentGatewaysRepository,
    private readonly transactions: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  /** Active gateways by priority; stripe only with a secret key, the sandbox only without one and never in production. */
  async active(): Promise<PaymentGatewayDto[]> {
    return this.offered(await this.gateways.all()).map(toDto);
  }

  async all(): Promise<PaymentGatewayDto[]> {
    return (await this.gateways.all()).map(toDto);
  }

  async update(
    userId: string,
    gatewayId: string,
    priority?: number,
    isActive?: boolean,
  ): Promise<PaymentGatewayDto> {
    if (priority === undefined && isActive === undefined) throw DomainError.invalid(ErrorText.badRequest);
    return this.transactions.run(async (tx) => {
      const rows = await this.gateways.lockAll(tx);
      const before = rows.find((row) => row.id === gatewayId);
      if (!before) throw DomainError.notFound(PaymentsText.paymentGatewayMissing);
      const after = {
        ...before,
        ...(priority === undefined ? {} : { priority }),
        ...(isActive === undefined ? {} : { isActive }),
      };
      this.assertOneOffered(rows.map((row) => (row.id === gatewayId ? after : row)));
      const row = await this.apply(tx, userId, before, after);
      return toDto(row);
    });
  }

  /** Staff save the whole list at once (the admin page's order and switches); only changed rows are written. */
  async save(userId: string, changes: PaymentGatewayChange[]): Promise<PaymentGatewayDto[]> {
    if (new Set(changes.map((change) => change._id)).size !== changes.length) {
      throw DomainError.invalid(PaymentGatewayText.duplicate);
    }
    return this.transactions.run(async (tx) => {
      const rows = await this.gateways.lockAll(tx);
      const byId = new Map(changes.map((change) => [change._id, change]));
      if (changes.some((change) => !rows.some((row) => row.id === change._id))) {
        throw DomainError.notFound(PaymentsText.paymentGatewayMissing);
      }
      const next = rows.map((row) => {
        const change = byId.get(row.id);
        return change ? { ...row, priority: change.priority, isActive: change.isActive } : row;
      });
      this.assertOneOffered(next);
      for (const [index, row] of rows.entries()) {
        const after = next[index];
        if (after.priority !== row.priority || after.isActive !== row.isActive) {
          await this.apply(tx, userId, row, after);
        }
      }
      return (await this.gateways.all(tx)).map(toDto);
    });
  }

  private async apply(
    tx: Executor,
    actorId: string,
    before: PaymentGatewayRow,
    after: PaymentGatewayRow,
  ): Promise<PaymentGatewayRow> {
    const row = await this.gateways.update(
      before.id,
      { priority: after.priority, isActive: after.isActive },
      tx,
    );
    if (!row) throw DomainError.notFound(PaymentsText.paymentGatewayMissing);
    await recordStaffAction(tx, {
      actorId,
      action: 'payments.paymentGateway.update',
      target: { type: 'paymentGateway', id: row.id, label: row.displayName },
      before: { priority: before.priority, isActive: before.isActive },
      after: { priority: row.priority, isActive: row.isActive },
    });
    return row;
  }

  private offered(rows: PaymentGatewayRow[]): PaymentGatewayRow[] {
    const cardGateway = cardGatewayOf(this.config);
    return rows
      .filter((row) => row.isActive && (row.name === 'wallet' || row.name === cardGateway))
      .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
  }

  private assertOneOffered(rows: PaymentGatewayRow[]): void {
    if (this.offered(rows).length === 0) throw DomainError.conflict(PaymentGatewayText.lastActive);
  }
}

/** The card gateway offered here: Stripe with a secret key, else the sandbox, which production never offers. */
export function cardGatewayOf(config: PaymentsConfig): 'stripe' | 'sandbox' | null {
  if (config.stripeSecretKey) return 'stripe';
  return config.production ? null : 'sandbox';
}

function toDto(row: PaymentGatewayRow): PaymentGatewayDto {
  return {
    _id: row.id,
    name: row.name,
    displayName: row.displayName,
    priority: row.priority,
    isActive: row.isActive,
  };
}
