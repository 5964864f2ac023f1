import { Inject, Injectable } from '@nestjs/common';
import { maskedBankAccount, type OnboardingSubmissionStatusDto } from '@lobby/contracts';
import { LOGGER, RPC_CLIENT, type RpcClient } from '@lobby/service-kit';
import type { Logger } from 'pino';

/**
 * Where a streamer's payouts go, as identity keeps it: only an account whose onboarding staff verified counts.
 * The account is the bank details the streamer added last, else the one on the onboarding form.
 */
@Injectable()
export class PayoutBankAccounts {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** The verified account, masked; null when none is verified (or identity can't say, which never pays out). */
  async verifiedAccountOf(streamerId: string): Promise<string | null> {
    const status = await this.rpc
      .send('identity.onboardingStatus', { streamerId })
      .catch((error: unknown) => {
        this.logger.warn({ err: error }, 'identity did not answer; the bank account counts as unverified');
        return null;
      });
    return status ? verifiedAccountIn(status) : null;
  }

  /** The verified account of each streamer (null for those without one). */
  async verifiedAccountsOf(streamerIds: string[]): Promise<Map<string, string | null>> {
    const unique = [...new Set(streamerIds)];
    const accounts = await Promise.all(unique.map((id) => this.verifiedAccountOf(id)));
    return new Map(unique.map((id, index) => [id, accounts[index]]));
  }
}

/** Identity masks account numbers as '****' and the last 4; payouts show those 4 as '•••• 6789'. */
function verifiedAccountIn(status: OnboardingSubmissionStatusDto): string | null {
  if (status.status !== 'verified') return null;
  const masked = status.bankDetails?.accountNumber ?? status.onboarding?.accountNumber;
  return masked ? maskedBankAccount(masked.replace(/^\*+/, '')) : null;
}
