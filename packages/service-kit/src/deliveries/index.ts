export * from './delivery-queue';
export * from './mail';
