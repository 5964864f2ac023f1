import { createLogger } from '@lobby/service-kit';
import { createGateway } from './gateway';

const bootLogger = createLogger('gateway');

createGateway(process.env).then(
  (gateway) => {
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      bootLogger.info({ signal }, 'stopping');
      gateway.close().then(
        () => process.exit(0),
        (error: unknown) => {
          bootLogger.error({ err: error }, 'failed to stop cleanly');
          process.exit(1);
        },
      );
    };
    process.on('SIGINT', () => stop('SIGINT'));
    process.on('SIGTERM', () => stop('SIGTERM'));
  },
  (error: Error) => {
    bootLogger.fatal({ err: error }, error.message);
    process.exit(1);
  },
);
