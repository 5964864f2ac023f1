import { describeServiceStartup } from '@lobby/test-kit';
import { liveService } from './live.definition';

describeServiceStartup(liveService);
