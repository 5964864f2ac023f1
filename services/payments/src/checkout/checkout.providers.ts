import type { Provider } from '@nestjs/common';
import { CheckoutHandler } from './checkout.handler';
import { CheckoutRepository } from './checkout.repository';
import { CheckoutService } from './checkout.service';
import { PAYMENT_PROVIDERS, type PaymentProvider } from './payment-provider';
import { SandboxProvider } from './sandbox.provider';
import { WalletProvider } from './wallet.provider';

/** Every payment strategy the checkout offers; the next one (`stripe`) is added here. */
const STRATEGIES = [SandboxProvider, WalletProvider];

export const checkoutControllers = [CheckoutHandler];

export const checkoutProviders: Provider[] = [
  CheckoutRepository,
  CheckoutService,
  ...STRATEGIES,
  {
    provide: PAYMENT_PROVIDERS,
    useFactory: (...strategies: PaymentProvider[]) => strategies,
    inject: STRATEGIES,
  },
];
