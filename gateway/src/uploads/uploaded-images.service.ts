import { Inject, Injectable } from '@nestjs/common';
import { ValidationText } from '@lobby/contracts';
import { DomainError, LOGGER } from '@lobby/service-kit';
import type { Logger } from 'pino';
import { type ImagePreset, toResponsiveWebp } from './image-processing';
import { ImageStorage } from './image-storage';
import type { UploadedFile } from './multipart-form';

/** Turns an uploaded file into a stored public image (checked, re-encoded, saved) for a service to record. */
@Injectable()
export class UploadedImages {
  constructor(
    @Inject(ImageStorage) private readonly storage: ImageStorage,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /**
   * Stores the image (in each of its preset's widths), hands its URL path to `use` (the call that records it) and answers what `use`
   * answered. When `use` fails the stored files are removed again, so refused updates leave no orphans.
   */
  async storeWhile<T>(
    file: UploadedFile | null,
    preset: ImagePreset,
    use: (url: string) => Promise<T>,
  ): Promise<T> {
    if (!file) throw DomainError.invalid(ValidationText.invalidImage);
    const widths = await toResponsiveWebp(file.buffer, preset);
    const url = await this.storage.save(preset.folder, widths, 'webp');
    try {
      return await use(url);
    } catch (error) {
      await this.storage.remove(url).catch((removal: unknown) => {
        this.logger.error({ err: removal, url }, 'could not remove an unused upload');
      });
      throw error;
    }
  }
}
