import { Inject, Injectable } from '@nestjs/common';
import { ErrorText, InputLimits, PaymentsText, type PaymentGatewayDto } from '@lobby/contracts';
import { APP_CONFIG, DomainError } from '@lobby/service-kit';
import type { PaymentsConfig } from '../payments.config';
import { PaymentGatewaysRepository, type PaymentGatewayRow } from './payment-gateways.repository';

/** Which ways to pay a buyer is offered: the configured card gateway and the wallet, as staff ordered them. */
@Injectable()
export class PaymentGatewaysService {
  constructor(
    private readonly gateways: PaymentGatewaysRepository,
    @Inject(APP_CONFIG) private readonly config: PaymentsConfig,
  ) {}

  /** Active gateways by priority; stripe only with a secret key, the sandbox only without one. */
  async active(): Promise<PaymentGatewayDto[]> {
    const cardGateway = this.config.stripeSecretKey ? 'stripe' : 'sandbox';
    return (await this.gateways.all())
      .filter((row) => row.isActive && (row.name === 'wallet' || row.name === cardGateway))
      .map(toDto);
  }

  async all(): Promise<PaymentGatewayDto[]> {
    return (await this.gateways.all()).map(toDto);
  }

  async update(gatewayId: string, priority?: number, isActive?: boolean): Promise<PaymentGatewayDto> {
    const validPriority =
      priority === undefined || (Number.isInteger(priority) && priority >= 0 && priority <= InputLimits.paymentGatewayPriorityMax);
    const validActive = isActive === undefined || typeof isActive === 'boolean';
    const changesSomething = priority !== undefined || isActive !== undefined;
    if (!validPriority || !validActive || !changesSomething) throw DomainError.invalid(ErrorText.badRequest);
    const row = await this.gateways.update(gatewayId, {
      ...(priority === undefined ? {} : { priority }),
      ...(isActive === undefined ? {} : { isActive }),
    });
    if (!row) throw DomainError.notFound(PaymentsText.paymentGatewayMissing);
    return toDto(row);
  }
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
