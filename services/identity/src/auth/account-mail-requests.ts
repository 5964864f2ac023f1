import { Inject, Injectable } from '@nestjs/common';
import { DELIVERIES, type DeliveryQueue, TransactionRunner } from '@lobby/service-kit';

/** Account mail anyone may ask for by address alone. */
export type AccountMailRequest = 'password-reset' | 'verification';

const channelOf = (request: AccountMailRequest) => `identity-request:${request}`;

/**
 * Requests for account mail that must not tell whether an account exists (a reset link, a new verification
 * code): the request only queues the address, the same single insert for every address, and the delivery
 * queue's worker looks the account up and mails it afterwards, retrying if that fails.
 */
@Injectable()
export class AccountMailRequests {
  constructor(
    @Inject(DELIVERIES) private readonly deliveries: DeliveryQueue,
    private readonly transactions: TransactionRunner,
  ) {}

  /** What a request does, registered once while the service starts. */
  handle(request: AccountMailRequest, work: (email: string) => Promise<void>): void {
    this.deliveries.register<{ email: string }>(channelOf(request), ({ email }) => work(email));
  }

  async queue(request: AccountMailRequest, email: string): Promise<void> {
    await this.transactions.run((tx) =>
      this.deliveries.enqueue(tx, channelOf(request), [{ payload: { email } }]),
    );
  }
}
