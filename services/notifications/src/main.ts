import 'reflect-metadata';
import { runService } from '@lobby/service-kit';
import { notificationsService } from './notifications.definition';

runService(notificationsService);
