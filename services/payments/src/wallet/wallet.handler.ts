import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { RequestOf } from '@lobby/contracts';
import { Handles } from '@lobby/service-kit';
import { TopUpLimits } from './top-up-limits';
import { WalletService } from './wallet.service';

@Controller()
export class WalletHandler {
  constructor(
    private readonly wallet: WalletService,
    private readonly topUpLimits: TopUpLimits,
  ) {}

  @Handles('payments.topUpLimits')
  limits() {
    return this.topUpLimits.all();
  }

  @Handles('payments.walletBalance')
  balance(@Payload() { userId }: RequestOf<'payments.walletBalance'>) {
    return this.wallet.balance(userId);
  }

  @Handles('payments.walletMovements')
  movements(@Payload() { userId, page, limit }: RequestOf<'payments.walletMovements'>) {
    return this.wallet.movements(userId, { page, limit });
  }

  @Handles('payments.walletCredit')
  credit(@Payload() request: RequestOf<'payments.walletCredit'>) {
    return this.wallet.credit(request);
  }

  @Handles('payments.walletDebit')
  debit(@Payload() request: RequestOf<'payments.walletDebit'>) {
    return this.wallet.debit(request);
  }
}
