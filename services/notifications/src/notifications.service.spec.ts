import { describeServiceStartup } from '@lobby/test-kit';
import { notificationsService } from './notifications.definition';

describeServiceStartup(notificationsService);
