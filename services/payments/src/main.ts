import 'reflect-metadata';
import { runService } from '@lobby/service-kit';
import { paymentsService } from './payments.definition';

runService(paymentsService);
