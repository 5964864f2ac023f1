import { stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths the web app never answers: unknown ones there get the JSON 404. */
const SERVER_PREFIXES = ['/api', '/auth', '/socket.io', '/uploads'];

export const NO_WEB_BUILD_TEXT = 'The web app is not built yet. Run `npm run build -w web`, then reload.';

/**
 * Serves the built single-page app from `root`: a GET that names a file gets it, any other GET outside
 * the server's paths gets index.html so the client router can take over.
 */
export async function registerWebApp(fastify: FastifyInstance, root: string): Promise<void> {
  await fastify.register(fastifyStatic, { root, serve: false });
  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0];
    if (SERVER_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      return reply.callNotFound();
    }
    const file = await existingFile(root, path);
    if (file) return reply.sendFile(file);
    if (await existingFile(root, '/index.html')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.type('text/plain; charset=utf-8').send(NO_WEB_BUILD_TEXT);
  });
}

/** The path relative to root when it names a file inside root, else null. */
async function existingFile(root: string, urlPath: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const absolute = resolve(root, `.${decoded}`);
  if (!absolute.startsWith(root + sep)) return null;
  const found = await stat(absolute).catch(() => null);
  return found?.isFile() ? absolute.slice(root.length + 1) : null;
}
