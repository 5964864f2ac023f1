import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { createLogger, PinoNestLogger } from '@lobby/service-kit';
import type { FastifyError, FastifyReply } from 'fastify';
import { AppModule } from './app.module';
import { readGatewayConfig } from './config/gateway-config';
import { ErrorResponseFilter, frameworkErrorText } from './http/error-response.filter';
import { registerCompression } from './http/compression';
import { registerPublicListEtags } from './http/etag';
import { registerRequestContext, requestIdOf } from './http/request-id';
import { registerRequestInputRules } from './http/request-input';
import { applySecurity } from './http/security';
import { RouteSchemasInterceptor } from './http/route-schemas.interceptor';
import { createValidationPipe } from './http/validation';
import { HotPageCache } from './hot-pages/hot-page-cache';
import { registerHotPages } from './hot-pages/hot-pages.http';
import { SearchRateLimiter } from './http/rate-limit';
import { LobbyIoAdapter } from './realtime/lobby-io.adapter';
import { registerUploads } from './uploads/uploads-static';
import { servedSiteAccess } from './web/site-access-hint';
import { registerWebApp } from './web/web-app';
import { PageMetaResolver } from './seo/page-meta-resolver';
import { registerSeoRoutes } from './seo/seo-routes';
import { ServiceClient } from './rpc/service-client';

const MAX_PATH_PARAM_LENGTH = 1024;

export interface RunningGateway {
  app: NestFastifyApplication;
  /** Where it listens, e.g. http://127.0.0.1:3000 (useful with PORT=0). */
  url: string;
  close(): Promise<void>;
}

/** Builds and starts the gateway from an environment; tests start it in-process with PORT=0. */
export async function createGateway(
  environment: Record<string, string | undefined>,
): Promise<RunningGateway> {
  const config = readGatewayConfig(environment);
  const logger = createLogger('gateway', config.logLevel);
  const adapter = new FastifyAdapter({
    ...(config.tls && { http2: true, https: { allowHTTP1: true, ...config.tls } }),
    trustProxy: config.trustProxy,
    genReqId: requestIdOf,
    // Long enough for any link token, so the DTO (not the router) answers a bad one.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PATH_PARAM_LENGTH },
    // A URL the router can't even read (bad percent-encoding, a huge parameter) never reaches Nest.
    frameworkErrors: (error: FastifyError, _request: unknown, reply: FastifyReply) => {
      const status = error.statusCode ?? 400;
      void reply.code(status).send({ error: frameworkErrorText(status) });
    },
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, logger), adapter, {
    logger: new PinoNestLogger(logger),
    abortOnError: false,
    // Keeps each body's bytes as `request.rawBody`: Stripe's webhook signature is over the exact bytes.
    rawBody: true,
  });
  try {
    const fastify = app.getHttpAdapter().getInstance();
    registerRequestContext(fastify, logger);
    registerPublicListEtags(fastify);
    registerRequestInputRules(app, fastify);
    await applySecurity(
      app,
      config.webOrigins,
      config.marketingPixel ? [new URL(config.marketingPixel.endpoint).origin] : [],
    );
    // After the request id, security headers and CORS (a kept page carries them too); before compression.
    registerHotPages(fastify, app.get(HotPageCache), app.get(SearchRateLimiter));
    await registerCompression(app);
    await registerUploads(app, config.uploadsDir);
    app.useGlobalInterceptors(new RouteSchemasInterceptor());
    app.useGlobalPipes(createValidationPipe());
    app.useGlobalFilters(new ErrorResponseFilter(logger));
    app.useWebSocketAdapter(new LobbyIoAdapter(app, config.webOrigins));
    const rpc = app.get(ServiceClient);
    registerSeoRoutes(fastify, rpc, config.publicUrl, logger);
    await registerWebApp(fastify, config.webDist, new PageMetaResolver(rpc, config.publicUrl, logger), () =>
      servedSiteAccess(rpc),
    );
    await app.listen(config.port, config.host);
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  // Nest names the scheme from its own httpsOptions, not the adapter's (where TLS is set, for HTTP/2).
  const url = (await app.getUrl()).replace(/^http:/, config.tls ? 'https:' : 'http:');
  logger.info({ url }, 'gateway started');

  let closing: Promise<void> | null = null;
  return {
    app,
    url,
    close() {
      closing ??= app.close().then(() => logger.info('gateway stopped'));
      return closing;
    },
  };
}
