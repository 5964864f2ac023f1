import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { AccountText, InputLimits, SITE_PASSWORD_CONFIG_KEY, type Message } from '@lobby/contracts';
import { DomainError, recordStaffAction, type Transaction, TransactionRunner } from '@lobby/service-kit';
import { ConfigurationsRepository } from '../configurations/configurations.repository';

/**
 * The website-access password (spec §6): while one is set, every page asks for it first. The password is
 * stored as an Argon2 hash in configurations; a visitor who knows it gets a token keyed with that hash, so
 * changing or clearing the password ends every token given out before.
 */
@Injectable()
export class SiteAccessService {
  constructor(
    private readonly transactions: TransactionRunner,
    private readonly configurations: ConfigurationsRepository,
  ) {}

  async status(): Promise<{ enabled: boolean }> {
    return { enabled: (await this.passwordHash()) !== null };
  }

  async validate(password: string): Promise<{ token: string }> {
    const passwordHash = await this.passwordHash();
    if (passwordHash === null) throw DomainError.conflict('The website is open; no password is needed');
    if (!(await verify(passwordHash, password).catch(() => false))) {
      throw DomainError.unauthorized(AccountText.sitePasswordWrong);
    }
    const nonce = randomBytes(16).toString('base64url');
    return { token: `${nonce}.${sign(passwordHash, nonce)}` };
  }

  async check(token: string): Promise<{ valid: boolean }> {
    const passwordHash = await this.passwordHash();
    if (passwordHash === null) return { valid: true };
    const [nonce, signature] = token.split('.');
    if (!nonce || !signature) return { valid: false };
    const expected = Buffer.from(sign(passwordHash, nonce));
    const given = Buffer.from(signature);
    return { valid: expected.length === given.length && timingSafeEqual(expected, given) };
  }

  async setPassword(actorId: string, password: string | null): Promise<Message & { enabled: boolean }> {
    if (password === null) {
      await this.transactions.run(async (tx) => {
        const removed = await this.configurations.remove(SITE_PASSWORD_CONFIG_KEY, tx);
        await this.audit(tx, actorId, removed, false);
      });
      return { message: AccountText.sitePasswordCleared, enabled: false };
    }
    if (password.length < InputLimits.sitePasswordMin || password.length > InputLimits.sitePasswordMax) {
      throw DomainError.invalid(
        `The website password must be ${InputLimits.sitePasswordMin} to ${InputLimits.sitePasswordMax} characters`,
      );
    }
    const passwordHash = await hash(password);
    await this.transactions.run(async (tx) => {
      const before = await this.configurations.find(SITE_PASSWORD_CONFIG_KEY, tx);
      await this.configurations.upsert(
        {
          key: SITE_PASSWORD_CONFIG_KEY,
          value: passwordHash,
          description: 'Hash of the password every visitor must enter before the site opens',
        },
        tx,
      );
      await this.audit(tx, actorId, before !== undefined, true);
    });
    return { message: AccountText.sitePasswordSet, enabled: true };
  }

  /** Whether a password was asked before and after; never the password or its hash. */
  private audit(tx: Transaction, actorId: string, enabledBefore: boolean, enabledAfter: boolean) {
    return recordStaffAction(tx, {
      actorId,
      action: enabledAfter ? 'content.sitePassword.set' : 'content.sitePassword.clear',
      target: { type: 'configuration', id: SITE_PASSWORD_CONFIG_KEY, label: 'Website password' },
      before: { enabled: enabledBefore },
      after: { enabled: enabledAfter },
    });
  }

  private async passwordHash(): Promise<string | null> {
    return (await this.configurations.find(SITE_PASSWORD_CONFIG_KEY))?.value ?? null;
  }
}

function sign(key: string, nonce: string): string {
  return createHmac('sha256', key).update(`site-access:${nonce}`).digest('base64url');
}
