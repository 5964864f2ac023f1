import { Inject, Injectable } from '@nestjs/common';
import { OnboardingText, type StoredDocument } from '@lobby/contracts';
import { DomainError, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { documentTypeOf } from './document-type';
import { PrivateDocuments } from './private-documents';

/** A required document of a form: its bytes, or null, and the text to answer when it is missing. */
export interface RequiredDocument {
  bytes: Buffer | undefined;
  missing: string;
}

/** Stores checked private documents for as long as identity accepts what refers to them. */
@Injectable()
export class OnboardingDocuments {
  constructor(
    @Inject(PrivateDocuments) private readonly storage: PrivateDocuments,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Checks every document (present, then PDF/PNG/JPEG by content) before storing any, stores them, and hands
   * them to `record` (the call to identity). When `record` fails, the stored files are removed again; when it
   * succeeds, the files of what it replaced are. So a refused form leaves nothing behind.
   */
  async storeWhile<T extends { replacedStorageKeys: string[] }>(
    documents: RequiredDocument[],
    record: (stored: StoredDocument[]) => Promise<T>,
  ): Promise<Omit<T, 'replacedStorageKeys'>> {
    const checked = documents.map(({ bytes, missing }) => {
      if (!bytes) throw DomainError.invalid(missing);
      const type = documentTypeOf(bytes);
      if (!type) throw DomainError.invalid(OnboardingText.documentType);
      return { bytes, type };
    });
    const stored: StoredDocument[] = [];
    try {
      for (const { bytes, type } of checked) {
        const storageKey = await this.storage.save(bytes, type.extension);
        stored.push({ storageKey, contentType: type.type, byteSize: bytes.length });
      }
      const { replacedStorageKeys, ...answer } = await record(stored);
      await this.removeAll(replacedStorageKeys);
      return answer;
    } catch (error) {
      await this.removeAll(stored.map((document) => document.storageKey));
      throw error;
    }
  }

  /** The bytes of a stored document; 404 when the file is gone. */
  async read(storageKey: string): Promise<Buffer> {
    const bytes = await this.storage.read(storageKey);
    if (!bytes) throw DomainError.notFound(OnboardingText.documentNotFound);
    return bytes;
  }

  private async removeAll(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.remove(key).catch((error: unknown) => {
        this.logger.error({ err: error, key }, 'could not remove a private document');
      });
    }
  }
}
