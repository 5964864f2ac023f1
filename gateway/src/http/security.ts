import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Embedded streams are YouTube or Twitch (spec §5 "Stream link"). */
const STREAM_EMBEDS = [
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.twitch.tv',
  'https://clips.twitch.tv',
];

/**
 * Security headers and CORS. The CSP allows only this origin, plus inline styles (Mantine injects them),
 * images from anywhere over https, stream embeds, and websocket connections for Socket.IO. Helmet's middleware
 * is made once: @fastify/helmet makes it again on every request, parsing the CSP each time (~4% of the
 * gateway's CPU under a load of kept pages).
 */
export async function applySecurity(
  app: NestFastifyApplication,
  webOrigins: string[],
  /** Further origins the page may post to (the marketing pixel's endpoint). */
  connectOrigins: string[] = [],
): Promise<void> {
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', ...connectOrigins],
        frameSrc: ["'self'", ...STREAM_EMBEDS],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    // The web dev server (another port of the same site) shows images the gateway serves.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)),
    );
  app.enableCors({ origin: webOrigins, credentials: true });
}
