import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CheckoutController } from './checkout.controller';
import { EarningsController } from './earnings.controller';
import { LiveCheckoutController } from './live-checkout.controller';
import { PaymentGatewaysController } from './payment-gateways.controller';
import { PaymentsController } from './payments.controller';
import { PayoutStatementPdf } from './payout-statement-pdf';
import { PayoutsAdminController } from './payouts-admin.controller';
import { PayoutsController } from './payouts.controller';
import { AdminPromoCodesController, StreamerPromoCodesController } from './promo-codes.controller';

/** The REST surface of the payments service; its internal calls (wallet moves, promo uses) are never routed. */
@Module({
  imports: [AuthModule],
  controllers: [
    PaymentsController,
    CheckoutController,
    LiveCheckoutController,
    StreamerPromoCodesController,
    AdminPromoCodesController,
    PaymentGatewaysController,
    EarningsController,
    PayoutsAdminController,
    PayoutsController,
  ],
  providers: [PayoutStatementPdf],
})
export class PaymentsModule {}
