import 'reflect-metadata';
import { runService } from '@lobby/service-kit';
import { liveService } from './live.definition';

runService(liveService);
