import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Smaller answers travel as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/** Brotli quality 4: most of brotli's gain at a small part of its default (11) cost, paid per answer. */
export const BROTLI_QUALITY = 4;
/** JSON, HTML, plain text and XML; never event streams, PDFs, spreadsheets or other binary downloads. */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

/**
 * Compresses answers of 1 kB or more (brotli or gzip, as Accept-Encoding allows) with @fastify/compress. Register it
 * before any route (it hooks each route as it is added) and after the hooks that must see the plain body (ETag, hot
 * pages): its onSend is a route hook, so it runs after every application hook. An answer that already carries a
 * Content-Encoding (a precompressed static file, a hot page's kept copy) is left as it is; request bodies are never
 * decompressed (Stripe signs the exact bytes, uploads are multipart); Socket.IO never passes through Fastify's replies.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
