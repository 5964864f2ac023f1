import { describeServiceStartup } from '@lobby/test-kit';
import { bookingService } from './booking.definition';

describeServiceStartup(bookingService);
