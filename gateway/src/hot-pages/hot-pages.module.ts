import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { HotPageCache } from './hot-page-cache';
import { HotPagesInterceptor } from './hot-pages.http';
import { HotPagesSubscriber } from './hot-pages.subscriber';

/** The gateway's hot public pages (issue 19): the cache, its clearing on catalog changes, its Nest-side serving. */
@Module({
  providers: [
    { provide: HotPageCache, useFactory: () => new HotPageCache() },
    HotPagesSubscriber,
    { provide: APP_INTERCEPTOR, useClass: HotPagesInterceptor },
  ],
  exports: [HotPageCache],
})
export class HotPagesModule {}
