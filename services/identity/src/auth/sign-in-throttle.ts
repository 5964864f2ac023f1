import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, type Clock } from '@lobby/service-kit';
import { type LockPolicy, SignInFailuresRepository } from './sign-in-failures.repository';

/**
 * Password sign-in limited per account, whatever the address (the gateway limits each address besides): the
 * fifth wrong password in a row locks the account's password sign-in for 30 s, each further one for twice as
 * long, up to 15 minutes. A locked account is refused like a wrong password, so the lock tells nothing about
 * the account; a sign-in forgets the failures.
 */
export const SIGN_IN_LOCK_POLICY: LockPolicy = {
  failuresBeforeLock: 5,
  firstLockSeconds: 30,
  longestLockSeconds: 15 * 60,
};

@Injectable()
export class SignInThrottle {
  constructor(
    private readonly failures: SignInFailuresRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  recordFailure(userId: string): Promise<void> {
    return this.failures.recordFailure(userId, this.clock.now(), SIGN_IN_LOCK_POLICY);
  }

  /** For a right password: false while the account is locked, else true, forgetting its failures. */
  async admit(userId: string): Promise<boolean> {
    const record = await this.failures.find(userId);
    if (!record) return true;
    if (record.lockedUntil && record.lockedUntil > this.clock.now()) return false;
    await this.failures.clear(userId);
    return true;
  }
}
