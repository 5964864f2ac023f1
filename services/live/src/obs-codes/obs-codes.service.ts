import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ErrorText, LiveText, type ObsCodeDto } from '@lobby/contracts';
import { CLOCK, type Clock, DomainError, isUniqueViolation, isUuid, newId } from '@lobby/service-kit';
import { OBS_CODE_DIGITS, ObsCodeGenerator } from './obs-code-generator';
import { ObsCodesRepository } from './obs-codes.repository';

const VALID_MINUTES = 10;
const CODE_PATTERN = new RegExp(`^\\d{${OBS_CODE_DIGITS}}$`);
/** With a million codes and a handful active at once, a second collision in a row is next to impossible. */
const CREATE_ATTEMPTS = 5;

/**
 * One-time codes that sign an OBS browser source in as the streamer (spec /influencer/obs/live/otp-verification):
 * six digits, valid ten minutes, used once. Only a hash is stored.
 */
@Injectable()
export class ObsCodesService {
  constructor(
    private readonly codes: ObsCodesRepository,
    private readonly generator: ObsCodeGenerator,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** A new code for the streamer; it replaces their previous unused one. */
  async create(streamerId: string): Promise<ObsCodeDto> {
    if (!isUuid(streamerId)) throw DomainError.invalid(ErrorText.badRequest);
    for (let attempt = 1; ; attempt += 1) {
      const code = this.generator.next();
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + VALID_MINUTES * 60_000);
      try {
        await this.codes.replace({ id: newId(), streamerId, codeHash: hashCode(code), expiresAt }, now);
        return { code, expiresAt: expiresAt.toISOString() };
      } catch (error) {
        // Another streamer's active code, or this streamer asking twice at once: draw again.
        if (!isUniqueViolation(error) || attempt === CREATE_ATTEMPTS) throw error;
      }
    }
  }

  /** The streamer the code signs in; 400 when it is unknown, used or expired. */
  async redeem(code: unknown): Promise<{ streamerId: string }> {
    const typed = typeof code === 'string' ? code.trim() : '';
    const streamerId = CODE_PATTERN.test(typed)
      ? await this.codes.redeem(hashCode(typed), this.clock.now())
      : undefined;
    if (!streamerId) throw DomainError.invalid(LiveText.obsCodeInvalid);
    return { streamerId };
  }
}

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
