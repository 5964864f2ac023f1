import { Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';

/** Argon2id, memory-hard. */
@Injectable()
export class PasswordHasher {
  /** Verifying against this when no account matches keeps the answer time the same either way. */
  private readonly decoy = hash('decoy-password-that-no-one-has');

  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(storedHash: string | null, password: string): Promise<boolean> {
    if (!storedHash) {
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  }
}
