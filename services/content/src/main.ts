import 'reflect-metadata';
import { runService } from '@lobby/service-kit';
import { contentService } from './content.definition';

runService(contentService);
