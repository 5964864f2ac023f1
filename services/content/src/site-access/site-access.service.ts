import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { AccountText, InputLimits, SITE_PASSWORD_CONFIG_KEY, type Message } from '@lobby/contracts';
import { DomainError } from '@lobby/service-kit';
import { ConfigurationsRepository } from '../configurations/configurations.repository';

/**
 * The website-access password (spec §6): while one is set, every page asks for it first. The password is
 * stored as an Argon2 hash in configurations; a visitor who knows it gets a token keyed with that hash, so
 * changing or clearing the password ends every token given out before.
 */
@Injectable()
export class SiteAccessService {
  constructor(private readonly configurations: ConfigurationsRepository) {}

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

  async setPassword(password: string | null): Promise<Message & { enabled: boolean }> {
    if (password === null) {
      await this.configurations.remove(SITE_PASSWORD_CONFIG_KEY);
      return { message: AccountText.sitePasswordCleared, enabled: false };
    }
    if (password.length < InputLimits.sitePasswordMin || password.length > InputLimits.sitePasswordMax) {
      throw DomainError.invalid(
        `The website password must be ${InputLimits.sitePasswordMin} to ${InputLimits.sitePasswordMax} characters`,
      );
    }
    await this.configurations.upsert({
      key: SITE_PASSWORD_CONFIG_KEY,
      value: await hash(password),
      description: 'Hash of the password every visitor must enter before the site opens',
    });
    return { message: AccountText.sitePasswordSet, enabled: true };
  }

  private async passwordHash(): Promise<string | null> {
    return (await this.configurations.find(SITE_PASSWORD_CONFIG_KEY))?.value ?? null;
  }
}

function sign(key: string, nonce: string): string {
  return createHmac('sha256', key).update(`site-access:${nonce}`).digest('base64url');
}
