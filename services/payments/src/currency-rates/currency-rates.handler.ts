import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { CurrencyRatesService } from './currency-rates.service';

@Controller()
export class CurrencyRatesHandler {
  constructor(private readonly rates: CurrencyRatesService) {}

  @Handles('payments.conversionRate')
  conversionRate(@Payload() request: RequestOf<'payments.conversionRate'>) {
    return this.rates.conversionRate(request);
  }
}
