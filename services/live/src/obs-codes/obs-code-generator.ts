import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';

export const OBS_CODE_DIGITS = 6;

/** Draws OBS codes from a cryptographic source; a class of its own so a test can make two draws collide. */
@Injectable()
export class ObsCodeGenerator {
  next(): string {
    return randomInt(0, 10 ** OBS_CODE_DIGITS)
      .toString()
      .padStart(OBS_CODE_DIGITS, '0');
  }
}
