import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isObsCodeShape, LiveText, normalizeObsCode, ObsCodeRules, type ObsCodeDto } from '@lobby/contracts';
import { CLOCK, type Clock, DomainError, isUniqueViolation, newId } from '@lobby/service-kit';
import { ObsCodeGenerator } from './obs-code-generator';
import { ObsCodesRepository } from './obs-codes.repository';

/**
 * How many leading characters of a code name it (the selector): enough that the few codes active at once rarely
 * share one (30^4 = 810,000), leaving six characters (about 29 bits) that five tries must guess.
 */
const SELECTOR_LENGTH = 4;
/** With a handful of codes active at once, a second selector collision in a row is next to impossible. */
const CREATE_ATTEMPTS = 5;

/**
 * One-time codes that sign an OBS browser source in as the streamer (spec /influencer/obs/live/otp-verification):
 * ten characters, valid ten minutes, used once, burnt by five wrong tries. Only a hash is stored.
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
    for (let attempt = 1; ; attempt += 1) {
      const code = this.generator.next();
      const now = this.clock.now();
      const expiresAt = new Date(now.getTime() + ObsCodeRules.validMinutes * 60_000);
      try {
        await this.codes.replace(
          { id: newId(), streamerId, selector: selectorOf(code), codeHash: hashCode(code), expiresAt },
          now,
        );
        return { code, expiresAt: expiresAt.toISOString() };
      } catch (error) {
        // Another streamer's active code has the same selector: draw again.
        if (!isUniqueViolation(error) || attempt === CREATE_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * The streamer the code signs in; 400 when it is unknown, used, expired or burnt. A wrong code whose selector
   * names an active code counts against that code.
   */
  async redeem(typed: unknown): Promise<{ streamerId: string }> {
    const code = typeof typed === 'string' ? normalizeObsCode(typed) : '';
    if (!isObsCodeShape(code)) throw DomainError.invalid(LiveText.obsCodeInvalid);
    const now = this.clock.now();
    const candidate = await this.codes.findRedeemable(selectorOf(code), now, ObsCodeRules.maxWrongAttempts);
    if (!candidate) throw DomainError.invalid(LiveText.obsCodeInvalid);
    if (!sameDigest(hashCode(code), candidate.codeHash)) {
      await this.codes.countWrongAttempt(candidate.id);
      throw DomainError.invalid(LiveText.obsCodeInvalid);
    }
    const streamerId = await this.codes.markUsed(candidate.id, now, ObsCodeRules.maxWrongAttempts);
    if (!streamerId) throw DomainError.invalid(LiveText.obsCodeInvalid);
    return { streamerId };
  }
}

const selectorOf = (code: string) => code.slice(0, SELECTOR_LENGTH);

function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** Compares two SHA-256 hex digests in constant time (both are always 32 bytes). */
function sameDigest(hexA: string, hexB: string): boolean {
  const a = Buffer.from(hexA, 'hex');
  const b = Buffer.from(hexB, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
