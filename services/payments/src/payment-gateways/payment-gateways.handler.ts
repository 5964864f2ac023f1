import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { PaymentGatewaysService } from './payment-gateways.service';

@Controller()
export class PaymentGatewaysHandler {
  constructor(private readonly gateways: PaymentGatewaysService) {}

  @Handles('payments.activePaymentGateways')
  active() {
    return this.gateways.active();
  }

  @Handles('payments.paymentGateways')
  all() {
    return this.gateways.all();
  }

  @Handles('payments.updatePaymentGateway')
  update(@Payload() { userId, gatewayId, priority, isActive }: RequestOf<'payments.updatePaymentGateway'>) {
    return this.gateways.update(userId, gatewayId, priority, isActive);
  }

  @Handles('payments.savePaymentGateways')
  save(@Payload() { userId, gateways }: RequestOf<'payments.savePaymentGateways'>) {
    return this.gateways.save(userId, gateways);
  }
}
