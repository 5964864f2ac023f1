import { type Parsed } from '@lobby/contracts';
import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { CurrentUser, StaffRoute } from '../auth/auth.decorators';
import type { AuthenticatedUser } from '../auth/authenticated-user';
import { ServiceClient } from '../rpc/service-client';

/**
 * Staff order and switch the ways to pay (spec §7 Admin "Payment gateways"; Payment Gateways permission). At least
 * one way to pay stays active (409).
 */
@Controller('api/admin/payment-gateways')
@StaffRoute()
export class PaymentGatewaysController {
  constructor(@Inject(ServiceClient) private readonly rpc: ServiceClient) {}

  @Get()
  list(@CurrentUser() user: AuthenticatedUser) {
    return this.rpc.send('payments.paymentGateways', { userId: user.userId });
  }

  @Put()
  save(
    @CurrentUser() user: AuthenticatedUser,
    @Body() { gateways }: Parsed<'adminTools', 'saveGateways', 'body'>,
  ) {
    return this.rpc.send('payments.savePaymentGateways', {
      userId: user.userId,
      gateways: gateways.map(({ _id, priority, isActive }) => ({ _id, priority, isActive })),
    });
  }

  @Put(':id')
  update(
    @CurrentUser() user: AuthenticatedUser,
    @Param() { id }: Parsed<'paymentGateways', 'update', 'params'>,
    @Body() body: Parsed<'paymentGateways', 'update', 'body'>,
  ) {
    return this.rpc.send('payments.updatePaymentGateway', {
      userId: user.userId,
      gatewayId: id,
      ...body,
    });
  }
}
