import { describeServiceStartup } from '@lobby/test-kit';
import { paymentsService } from './payments.definition';

describeServiceStartup(paymentsService);
