import 'reflect-metadata';
import { runService } from '@lobby/service-kit';
import { identityService } from './identity.definition';

runService(identityService);
