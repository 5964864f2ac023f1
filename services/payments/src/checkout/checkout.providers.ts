import type { Provider } from '@nestjs/common';
import { BookingEventsConsumer } from './booking-events.consumer';
import { BookingHolds } from './booking-holds';
import { CheckoutSweeper } from './checkout-sweeper';
import { CheckoutHandler } from './checkout.handler';
import { CheckoutRepository } from './checkout.repository';
import { CheckoutService } from './checkout.service';
import { OrderRefundsRepository } from './order-refunds.repository';
import { OrderRefundsService } from './order-refunds.service';
import { PAYMENT_PROVIDERS, type PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox.provider';
import { StripeProvider } from './stripe.provider';
import { StripeWebhookService } from './stripe-webhook.service';
import { WalletProvider } from './wallet.provider';
import { WalletTopUpsHandler } from './wallet-top-ups.handler';
import { WalletTopUpsService } from './wallet-top-ups.service';

/** Every payment strategy the checkout offers; one that isn't configured (`active: false`) is left out. */
const STRATEGIES = [SandboxProvider, WalletProvider, StripeProvider];

export const checkoutControllers = [CheckoutHandler, WalletTopUpsHandler];

export const checkoutProviders: Provider[] = [
  BookingHolds,
  CheckoutRepository,
  CheckoutService,
  CheckoutSweeper,
  OrderRefundsRepository,
  OrderRefundsService,
  BookingEventsConsumer,
  StripeWebhookService,
  WalletTopUpsService,
  ...STRATEGIES,
  {
    provide: PAYMENT_PROVIDERS,
    useFactory: (...strategies: PaymentProvider[]) => strategies.filter((s) => s.active !== false),
    inject: STRATEGIES,
  },
];
