import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type EnvReader } from '@lobby/service-kit';

const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = 'v1';

/**
 * The AES-256 key of onboarding's encrypted columns: ONBOARDING_ENCRYPTION_KEY (64 hex characters). Without
 * it, outside production (NODE_ENV=production), a key is derived from JWT_SECRET with HKDF so `npm start`
 * works on a fresh machine; production refuses to start without it. Losing the key loses the bank numbers.
 */
export function readOnboardingKey(env: EnvReader, jwtSecret: string): Buffer {
  const configured = env.optional('ONBOARDING_ENCRYPTION_KEY');
  if (configured) {
    if (/^[0-9a-fA-F]{64}$/.test(configured)) return Buffer.from(configured, 'hex');
    env.problem('ONBOARDING_ENCRYPTION_KEY must be 64 hexadecimal characters (32 bytes)');
  } else if (env.optional('NODE_ENV') === 'production') {
    env.problem('ONBOARDING_ENCRYPTION_KEY is required in production (64 hexadecimal characters)');
  }
  return Buffer.from(hkdfSync('sha256', jwtSecret, 'lobby', 'onboarding field encryption', KEY_BYTES));
}

/** AES-256-GCM for bank numbers at rest: 'v1:<iv>:<tag>:<ciphertext>', each part base64. */
@Injectable()
export class FieldCipher {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: { onboardingKey: Buffer }) {
    this.key = config.onboardingKey;
  }

  encrypt(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), ciphertext]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64')))
      .join(':');
  }

  /** Throws when the value was not encrypted with this key or was altered. */
  decrypt(stored: string): string {
    const [version, iv, tag, ciphertext] = stored.split(':');
    if (version !== VERSION || ciphertext === undefined) throw new Error('Unknown ciphertext format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64')), decipher.final()]).toString(
      'utf8',
    );
  }
}
