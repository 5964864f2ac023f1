import 'reflect-metadata';
import { runService } from '@lobby/service-kit';
import { catalogService } from './catalog.definition';

runService(catalogService);
