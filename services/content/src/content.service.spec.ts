import { describeServiceStartup } from '@lobby/test-kit';
import { contentService } from './content.definition';

describeServiceStartup(contentService);
