import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ObsCodeRules } from '@lobby/contracts';

/** Draws OBS codes from a cryptographic source; a class of its own so a test can make two draws collide. */
@Injectable()
export class ObsCodeGenerator {
  next(): string {
    const { alphabet, length } = ObsCodeRules;
    // randomInt draws each character uniformly (no modulo bias).
    return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
  }
}
