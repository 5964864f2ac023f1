import { Module } from '@nestjs/common';
import { adminFiguresControllers, adminFiguresProviders } from './admin-figures/admin-figures.providers';
import { checkoutControllers, checkoutProviders } from './checkout/checkout.providers';
import { earningsControllers, earningsProviders } from './earnings/earnings.providers';
import { payoutsControllers, payoutsProviders } from './payouts/payouts.providers';
import { CurrencyRatesHandler } from './currency-rates/currency-rates.handler';
import { CurrencyRatesRepository } from './currency-rates/currency-rates.repository';
import { CurrencyRatesService } from './currency-rates/currency-rates.service';
import { ExchangeRatesClient } from './currency-rates/exchange-rates.client';
import { GeolocationClient } from './location/geolocation.client';
import { LocationHandler } from './location/location.handler';
import { LocationRepository } from './location/location.repository';
import { LocationService } from './location/location.service';
import { PaymentGatewaysHandler } from './payment-gateways/payment-gateways.handler';
import { PaymentGatewaysRepository } from './payment-gateways/payment-gateways.repository';
import { PaymentGatewaysService } from './payment-gateways/payment-gateways.service';
import { PromoCodesHandler } from './promo-codes/promo-codes.handler';
import { PromoCodesRepository } from './promo-codes/promo-codes.repository';
import { PromoCodesService } from './promo-codes/promo-codes.service';
import { WalletHandler } from './wallet/wallet.handler';
import { WalletRepository } from './wallet/wallet.repository';
import { WalletService } from './wallet/wallet.service';
import { TopUpLimits } from './wallet/top-up-limits';

/** Wallet ledger, streamer earnings and payouts, promo codes, payment gateways, currency rates and viewer location, checkout. */
@Module({
  controllers: [
    ...checkoutControllers,
    ...earningsControllers,
    ...payoutsControllers,
    ...adminFiguresControllers,
    WalletHandler,
    PromoCodesHandler,
    PaymentGatewaysHandler,
    CurrencyRatesHandler,
    LocationHandler,
  ],
  providers: [
    ...checkoutProviders,
    ...earningsProviders,
    ...payoutsProviders,
    ...adminFiguresProviders,
    WalletRepository,
    WalletService,
    TopUpLimits,
    PromoCodesRepository,
    PromoCodesService,
    PaymentGatewaysRepository,
    PaymentGatewaysService,
    ExchangeRatesClient,
    CurrencyRatesRepository,
    CurrencyRatesService,
    GeolocationClient,
    LocationRepository,
    LocationService,
  ],
})
export class PaymentsModule {}
