import { Global, Module } from '@nestjs/common';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway-config';
import { ImageStorage, LocalImageStorage } from './image-storage';
import { MultipartFormInterceptor } from './multipart-form';
import { UploadedImages } from './uploaded-images.service';

/** Image uploads for every feature: multipart forms, checks and re-encoding, storage. */
@Global()
@Module({
  providers: [
    {
      provide: ImageStorage,
      inject: [GATEWAY_CONFIG],
      useFactory: (config: GatewayConfig) => new LocalImageStorage(config.uploadsDir),
    },
    UploadedImages,
    MultipartFormInterceptor,
  ],
  exports: [ImageStorage, UploadedImages, MultipartFormInterceptor],
})
export class UploadsModule {}
