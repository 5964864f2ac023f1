import type { FastifyReply } from 'fastify';

/** Adds Accept-Encoding to the answer's Vary header (a file sent precompressed differs by encoding). */
export function addVary(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) {
    reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
}
