import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { IdempotentRequestsInterceptor } from './idempotent-requests.interceptor';
import { ServiceClient } from './service-client';

/** The gateway's client to every service, and the marking of read requests whose calls it may resend. */
@Global()
@Module({
  providers: [
    {
      provide: ServiceClient,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) =>
        new ServiceClient(config.natsUrl, config.rpcTimeoutMs, 'gateway'),
    },
    { provide: APP_INTERCEPTOR, useClass: IdempotentRequestsInterceptor },
  ],
  exports: [ServiceClient],
})
export class RpcModule {}
