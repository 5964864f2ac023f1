import { PayoutBankAccounts } from './payout-bank-accounts';
import { PayoutLabelsSource } from './payout-labels';
import { PayoutsHandler } from './payouts.handler';
import { PayoutsRepository } from './payouts.repository';
import { PayoutsService } from './payouts.service';
import { PlayValidationsConsumer } from './play-validations.consumer';

export const payoutsControllers = [PayoutsHandler];
export const payoutsProviders = [
  PayoutsRepository,
  PayoutsService,
  PayoutLabelsSource,
  PayoutBankAccounts,
  PlayValidationsConsumer,
];
