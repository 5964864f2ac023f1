import { mkdir } from 'node:fs/promises';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { UPLOADS_URL_PREFIX } from './image-storage';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Multipart parsing (each route sets its own limits), and the stored images served read-only at
 * /uploads/*: no directory listing or index, no dotfiles, nosniff, and a year of caching (every stored
 * name is a fresh UUID, so a file never changes).
 */
export async function registerUploads(app: NestFastifyApplication, uploadsDir: string): Promise<void> {
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });
  await mkdir(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: `${UPLOADS_URL_PREFIX}/`,
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (response) => {
      response.setHeader('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
      response.setHeader('x-content-type-options', 'nosniff');
    },
  });
}
