import { randomInt } from 'node:crypto';

/** Letters and digits that can't be mistaken for each other when read out (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** The order number people see and quote to support: 'LB-' and 10 random characters (~49 bits). */
export function newOrderNumber(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `LB-${code}`;
}
